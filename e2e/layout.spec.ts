/**
 * Layout details a careful designer checks in a real browser: skeletons keep the columns of what they
 * stand for, and nothing on the quiz screen hides behind its sticky footer.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support';

/** How many columns the visible boxes of a locator form (distinct left edges). */
async function columns(locator: Locator): Promise<number> {
  const lefts = new Set<number>();
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

test.describe('skeletons', () => {
  // Requests held by page.route must not be answered by the service worker's cache instead.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard skeleton has the columns of the certificate grid', async ({ page, isMobile }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/certificates', async (route) => {
      await held;
      await route.continue();
    });
    // Held from the first visit: later ones paint the certificates kept on the device at once.
    await signUp(page);
    const skeletons = page.locator('[data-skeleton-card]');
    const skeletonColumns = isMobile ? 1 : 3;
    // Measured until the page has settled: a measure taken while the shell still lays out can see
    // one column fewer (it did once in CI); the skeletons stay up until the release below.
    await expect.poll(() => columns(skeletons)).toBe(skeletonColumns);
    release();
    const cards = page.getByRole('region', { name: 'Certificates' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(skeletons).toHaveCount(0);
    // The demo seeds fewer certificates than the columns at 1280 px: the grid is what counts.
    const template = await page
      .getByRole('region', { name: 'Certificates' })
      .locator('ul')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(template).toBe(skeletonColumns);
  });
});

/** Makes the first question of a started attempt long enough to fill the screen. */
async function lengthenFirstQuestion(page: Page) {
  await page.route('**/api/attempts**', async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body = (await response.json()) as { questions?: { text: string }[] };
    if (body.questions?.[0]) body.questions[0].text = `${body.questions[0].text}\n\n${'A long scenario about roles, groups and the access they grant. '.repeat(14)}`;
    await route.fulfill({ response, json: body });
  });
}

test('the keyboard hint under a long question is not hidden behind the sticky footer', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, 'the keyboard hint is shown from 768 px only');
  await signUp(page);
  await lengthenFirstQuestion(page);
  await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
  await page.getByRole('link', { name: /Users, Groups and Roles/ }).click();
  await page.getByRole('link', { name: /^Easy/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByText(/A long scenario/)).toBeVisible();
  const hint = page.getByText(/^Keyboard: press/);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
  const footer = page.getByRole('button', { name: /^(Skip|Next)$/ }).locator('xpath=ancestor::div[contains(@class,"sticky")][1]');
  const hintBox = (await hint.boundingBox())!;
  const footerBox = (await footer.boundingBox())!;
  expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(footerBox.y);
  await page.screenshot({ path: testInfo.outputPath('long-question.png') });

  // Keyboard focus is not obscured either (WCAG 2.4.11): from the top, Tab to Flag for review.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The long question may be a "choose two" one: its options are checkboxes, not radios.
  await page.getByRole('radio').or(page.getByRole('checkbox')).first().focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  const flag = page.getByRole('button', { name: 'Flag for review' });
  for (let i = 0; i < 6 && !(await flag.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(flag).toBeFocused();
  const flagBox = (await flag.boundingBox())!;
  expect(flagBox.y + flagBox.height).toBeLessThanOrEqual((await footer.boundingBox())!.y);
  await page.screenshot({ path: testInfo.outputPath('long-question-focus.png') });
});
