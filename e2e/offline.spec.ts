/**
 * Installable, and it works on the train (docs/offline.md): the manifest and the service worker,
 * learner screens reloaded offline, an attempt finished offline and sent once, offline practice from
 * a module kept on the device, and sign-out leaving nothing of the learner behind.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, signUp } from './support';

const MODULE = 'Users, Groups and Roles';

/** Waits until the service worker controls the page (it claims the page on first install). */
async function swInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30_000 });
}

/** Every key and entry count of this origin's offline databases. */
async function deviceData(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const count = (name: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(0);
          const req = db.transaction('kv').objectStore('kv').count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
        };
        open.onerror = () => resolve(-1);
      });
    const names = ['certdrill-outbox', 'certdrill-packs', 'certdrill-offline-results', 'certdrill-query-cache', 'certdrill-offline-runs'];
    const out: Record<string, number> = {};
    for (const n of names) out[n] = await count(n);
    return out;
  });
}

/** Profile's Logout on a phone, the sidebar's on a desktop: the one on screen. */
const logoutButton = (page: Page) => page.locator('button:visible', { hasText: /^Logout$/ });

async function historyLength(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('certdrill.accessToken'));
  const res = await page.request.get('/api/quiz-history', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as unknown[]).length;
}

/** Keeps the module on this device from the Offline practice screen. */
async function keepModuleOffline(page: Page): Promise<void> {
  await page.goto('/offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Offline practice' })).toBeVisible();
  await page.getByRole('button', { name: `Make ${MODULE} available offline` }).click();
  await expect(page.getByRole('link', { name: `Practice ${MODULE}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this device' }).or(page.locator('section[aria-labelledby="on-device"]'))).toContainText(/\d+ questions · \d+ KB/);
}

test('the app is installable: a manifest with icons, and a service worker in control', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'CertDrill', display: 'standalone', start_url: '/dashboard', theme_color: '#4338ca', background_color: '#ffffff' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of ['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']) expect((await page.request.get(src)).headers()['content-type']).toBe('image/png');
  await swInControl(page);
  // The API is never answered by the service worker's caches.
  expect((await page.request.get('/api/health')).ok()).toBe(true);
});

test('after one visit, the dashboard and progress reload offline and show what they had, calmly', async ({ page, context }) => {
  await signUp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await swInControl(page);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: /progress/i })).toBeVisible();
  await expect(page.getByText('Total Quizzes').first()).toBeVisible();
  // The kept answers are written a moment after they change.
  await page.waitForTimeout(1000);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Start Practice: Platform System Administrator' })).toBeVisible();
  await page.waitForTimeout(1000);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Practice: Platform System Administrator' })).toBeVisible();
  await expect(page.getByText('Offline — showing what you had.')).toBeVisible();
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: /progress/i })).toBeVisible();
  await expect(page.getByText('Total Quizzes').first()).toBeVisible();
  await expect(page.getByText('Offline — showing what you had.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Offline — showing what you had.')).toBeHidden();
});

test('an attempt started online and finished offline is sent once when the connection returns, even after the tab was closed', async ({ page, context }) => {
  await signUp(page);
  await swInControl(page);
  await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
  await page.getByRole('link', { name: new RegExp(MODULE) }).click();
  await page.getByRole('link', { name: /^Easy/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const options = page.getByRole('radio').or(page.getByRole('checkbox'));
  await options.nth(0).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await options.nth(2).check();
  await expect(page.getByText('Not saved yet: offline')).toBeVisible();
  for (let n = 3; n <= 10; n++) {
    await page
      .getByRole('button', { name: 'Skip', exact: true })
      .or(page.getByRole('button', { name: 'Next', exact: true }))
      .click();
    await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Finish Quiz', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Not submitted yet: offline.')).toBeVisible();
  await expect.poll(async () => (await deviceData(page))['certdrill-outbox']).toBe(1);

  // The tab is closed offline; later, online, the learner opens the app: the submit goes by itself.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again.getByText(/Sent one quiz you finished offline/).first()).toBeVisible();
  await expect.poll(() => historyLength(again)).toBe(1);
  expect((await deviceData(again))['certdrill-outbox']).toBe(0);
  await again.reload();
  await expect(again.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await again.waitForTimeout(1000);
  expect(await historyLength(again)).toBe(1);
});

test('a module kept on the device is practised offline, graded at once, and sent as exactly one session', async ({ page, context }, testInfo) => {
  await page.clock.install();
  await signUp(page);
  await swInControl(page);
  await keepModuleOffline(page);
  // Offline from here: the screen, the pack and the grading are all on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline practice' })).toBeVisible();
  await screenshot(page, 'offline', testInfo);
  await page.getByRole('link', { name: `Practice ${MODULE}` }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const options = page.getByRole('radio').or(page.getByRole('checkbox'));
  for (let n = 1; n <= 3; n++) {
    await page.clock.fastForward('00:05');
    await options.nth(n === 2 ? 1 : 0).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible();
  }
  const drawn = await page.getByRole('heading', { level: 2 }).first().textContent();
  expect((await deviceData(page))['certdrill-offline-runs']).toBe(1);
  // A reload offline, mid-quiz, resumes where the learner was, with the answers given.
  await page.reload();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();
  expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(drawn);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 3 of 10')).toBeVisible();
  await expect(options.nth(0)).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(options.nth(1)).toBeChecked();
  await expect(options.nth(0)).not.toBeChecked();
  // Closing it and coming back: Offline practice offers to continue it.
  await page.goto('/offline');
  await page.getByRole('link', { name: `Continue practice of ${MODULE}` }).click();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await expect(options.nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();
  for (let n = 5; n <= 10; n++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page).toHaveURL(/\/offline\/results\//);
  await expect(page.getByRole('heading', { level: 1, name: /You scored \d+ out of 10/ })).toBeVisible();
  await expect(page.getByText('Waiting to be sent.')).toBeVisible();
  // A reload offline loses nothing; the finished quiz is no longer under way.
  await page.reload();
  await expect(page.getByText('Waiting to be sent.')).toBeVisible();
  expect((await deviceData(page))['certdrill-outbox']).toBe(1);
  expect((await deviceData(page))['certdrill-offline-runs']).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('Sent: this result counts in your history and progress.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => historyLength(page)).toBe(1);
  await page.reload();
  await expect(page.getByText('Sent: this result counts in your history and progress.')).toBeVisible();
  await page.clock.fastForward('00:30');
  expect(await historyLength(page)).toBe(1);
  expect((await deviceData(page))['certdrill-outbox']).toBe(0);
});

test('signing out warns about unsent work and clears the kept answers, the outbox and offline modules', async ({ page, context }) => {
  await signUp(page);
  await swInControl(page);
  await keepModuleOffline(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: `Study ${MODULE}` }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  for (let n = 2; n <= 10; n++) {
    await page.getByRole('radio').or(page.getByRole('checkbox')).nth(0).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Correct|Not quite/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
  }
  // The last one is left unanswered: study lets a question be skipped.
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByText('Waiting to be sent.')).toBeVisible();
  // The server is reachable again but fails for now: the result stays unsent.
  await page.route('**/api/quiz-sessions', (route) => route.fulfill({ status: 503, body: '{"message":"Busy"}', contentType: 'application/json' }));
  await context.setOffline(false);
  await page.goto('/profile');
  const before = await deviceData(page);
  expect(before['certdrill-outbox']).toBe(1);
  expect(before['certdrill-packs']).toBe(1);

  await logoutButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out and delete unsent work?' });
  await expect(dialog).toContainText('One quiz or answer done on this device has not reached the server yet.');
  await dialog.getByRole('button', { name: 'Sign out and delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('certdrill.accessToken'))).toBeNull();
  expect(await deviceData(page)).toEqual({ 'certdrill-outbox': 0, 'certdrill-packs': 0, 'certdrill-offline-results': 0, 'certdrill-query-cache': 0, 'certdrill-offline-runs': 0 });
});

test('signing out offline signs out on this device, and the server session ends at the next sign-in online', async ({ page, context }) => {
  const email = await signUp(page);
  await swInControl(page);
  await keepModuleOffline(page);
  await page.goto('/profile');
  await expect(logoutButton(page)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('certdrill.accessToken'));
  const sessionOf = async (t: string | null) => (await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${t}` } })).status();

  await context.setOffline(true);
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out on this device')).toBeVisible();
  await expect(page.getByText(/ends when it expires, or the next time anyone signs in or out on this device while online/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('certdrill.accessToken'))).toBeNull();
  expect(await deviceData(page)).toEqual({ 'certdrill-outbox': 0, 'certdrill-packs': 0, 'certdrill-offline-results': 0, 'certdrill-query-cache': 0, 'certdrill-offline-runs': 0 });

  // The server could not be told while offline; at the latest, the next sign-in online on this device
  // ends that session. (Back online, a page still open from before may already have told the server:
  // once in a CI run the session had ended by the time this line asked, so either answer is right here.)
  await context.setOffline(false);
  expect([200, 401]).toContain(await sessionOf(token));
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await page.evaluate((t) => localStorage.setItem('certdrill.accessToken', t), accessToken);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await expect.poll(() => sessionOf(token)).toBe(401);
  expect(await sessionOf(accessToken)).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('certdrill.revokeTokens'))).toBeNull();
});
