/** The shared look and feel in a real browser: the font, where toasts sit, flash notices, focus rings. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

test('the landing page loads one font file, the preloaded Figtree latin, under 40 KB', async ({ page }) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.woff2')) fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Figtree Variable"'))).toBe(true);
  expect(await page.locator('link[rel="preload"][as="font"]').getAttribute('href')).toMatch(/figtree-latin-wght-normal.*\.woff2$/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Figtree Variable');
  await expect.poll(() => fonts.length).toBe(1);
  expect(fonts[0]!.bytes).toBeLessThanOrEqual(40 * 1024);
});

/** A toast covers no primary button, dialog close button or inline error that is on screen. */
async function expectToastClear(page: Page) {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .or(page.getByRole('region', { name: /Notifications/ }).locator('li'))
    .first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const guarded = page.locator('button.bg-primary:not(.sr-only), a.bg-primary:not(.sr-only), button[aria-label="Close"], [id$="-error"], [role="alert"]');
  for (const other of await boxesOf(guarded)) expect(overlaps(box, other), `toast ${JSON.stringify(box)} covers ${JSON.stringify(other)}`).toBe(false);
  return box;
}

test('toasts sit at the top centre on a phone and at the bottom right on desktop, clear of buttons and errors', async ({ page }, testInfo) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const box = await expectToastClear(page);
  const viewport = page.viewportSize()!;
  if (testInfo.project.name === 'mobile') {
    expect(box.y).toBeLessThan(80);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  } else {
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  }

  // On a signed-in screen too (the bottom bar and the page's primary actions stay free).
  await signUp(page);
  await page.getByRole('button', { name: 'Achievements' }).last().click();
  await expectToastClear(page);
});

test('"Logged out successfully" survives the reload to the landing page and stays until dismissed', async ({ page }, testInfo) => {
  await signUp(page);
  if (testInfo.project.name === 'mobile') {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('complementary', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  await page.waitForTimeout(6000);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(page.getByText('Logged out successfully')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Logged out successfully')).toBeHidden();
});

test('an ended session says so on the sign-in page', async ({ page }) => {
  await signUp(page);
  await page.evaluate(() => localStorage.setItem('certdrill.accessToken', 'revoked-or-expired'));
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You were signed out, please sign in again')).toBeVisible();
});

test('a focused filled button shows a ring of 3:1 against the page and its own fill', async ({ page }) => {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign In' });
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(style.outline).toBe('solid');
  expect(style.width).toBeGreaterThanOrEqual(2);
  // The inner ring in the button's text colour (styles/tokens.test.ts checks the contrasts).
  expect(style.shadow).toContain('inset');
});
