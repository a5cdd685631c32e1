/**
 * The admin tools for a living bank, end to end at both widths: first-run set-up of the admin account, disabling
 * a learner (who is signed out on their next request and told why), and a learner's report of a question that an
 * administrator checks, edits and resolves.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, signUp, uniqueEmail } from './support';

test.describe.configure({ mode: 'serial' });

/** The same administrator as admin.spec.ts, so the two specs can share one fresh database in either order. */
const USERNAME = 'e2e-admin';

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** Signs this page's browser context in as the administrator (creating it if the database has none yet). */
async function signInAdmin(page: Page): Promise<void> {
  const status = await page.request.get('/api/admin/status');
  if (((await status.json()) as { registrationOpen: boolean }).registrationOpen) {
    expect((await page.request.post('/api/admin/register', { data: { username: USERNAME, password: PASSWORD } })).status()).toBe(201);
  }
  expect((await page.request.post('/api/admin/login', { data: { username: USERNAME, password: PASSWORD } })).status()).toBe(200);
}

/** On a phone the sections live in the top bar's menu. */
async function openSection(page: Page, mobile: boolean, name: string): Promise<void> {
  if (mobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

test('first run: /admin opens on creating the admin account, which signs the new administrator in', async ({ page }, testInfo) => {
  const open = ((await (await page.request.get('/api/admin/status')).json()) as { registrationOpen: boolean }).registrationOpen;
  if (!open) {
    // An earlier project or spec already created the first administrator on this database: show the first-run
    // screen as a fresh database would answer (no session, registration open) and stop before registering.
    await page.route('**/api/admin/status', (route) => route.fulfill({ json: { registrationOpen: true } }));
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your admin account' })).toBeVisible();
  await expect(page.getByText('No administrator exists yet.', { exact: false })).toBeVisible();
  await screenshot(page, 'admin-first-run', testInfo);
  // Not a sign-in form that could only fail.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  if (!open) return;

  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Admin account created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
});

test('an administrator disables a learner, who is signed out on their next request and told why', async ({ page, browser, isMobile }, testInfo) => {
  const learnerPage = await newPage(browser, testInfo);
  const email = await signUp(learnerPage, uniqueEmail('disabled'), 'Dana', 'Disabled');
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Welcome, Dana!' })).toBeVisible();

  await signInAdmin(page);
  await page.goto('/admin');
  await openSection(page, isMobile, 'Learners');
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search learners' }).fill(email);
  await expect(page.getByText(`1 learner match “${email}”`)).toBeVisible();
  await screenshot(page, 'admin-learners', testInfo);
  await page.getByRole('list', { name: 'Learner list' }).getByRole('link', { name: 'Dana Disabled' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Disabled' })).toBeVisible();
  // The breadcrumb leads back and has no separator of its own on a line.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Learners' })).toBeVisible();

  await page.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable Dana Disabled?' });
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('Learner disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'admin-learner', testInfo);

  // The learner, still on the dashboard, moves on: the next request is refused and the sign-in page says why.
  await learnerPage.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
  await expect(learnerPage).toHaveURL(/\/auth$/);
  await expect(learnerPage.getByRole('alert').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  expect(await learnerPage.evaluate(() => localStorage.getItem('certdrill.accessToken'))).toBeNull();
  const refused = await learnerPage.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('This account is disabled');

  // Enabled again, the learner can sign in.
  await page.getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByText('Learner enabled', { exact: true })).toBeVisible();
  expect((await learnerPage.request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await learnerPage.context().close();
});

test('a learner reports a question; the administrator checks it beside the report, edits it and resolves the report', async ({ page, browser, isMobile }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const comment = `The key looks wrong to me (${tag})`;

  // ---- the learner finishes a quiz, then reports its first question (through the API: the button is another screen's) ----
  const learnerPage = await newPage(browser, testInfo);
  await signUp(learnerPage, uniqueEmail('reporter'), 'Rita', 'Reporter');
  const token = await learnerPage.evaluate(() => localStorage.getItem('certdrill.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const certificates = (await (await learnerPage.request.get('/api/certificates', { headers })).json()) as { id: number; name: string }[];
  const certificate = certificates.find((c) => c.name === 'Platform System Administrator')!;
  const modules = (await (await learnerPage.request.get(`/api/certificates/${certificate.id}/modules`, { headers })).json()) as { id: number; name: string }[];
  const module = modules.find((m) => m.name === 'Users, Groups and Roles')!;
  const attempt = await learnerPage.request.post('/api/attempts', { headers, data: { mode: 'practice', moduleId: module.id, difficulty: 'easy' } });
  expect([200, 201]).toContain(attempt.status());
  const { id: attemptId, questions } = (await attempt.json()) as { id: number; questions: { id: number; text: string }[] };
  expect([200, 201]).toContain((await learnerPage.request.post(`/api/attempts/${attemptId}/submit`, { headers })).status());
  const reported = questions[0]!;
  const created = await learnerPage.request.post(`/api/questions/${reported.id}/reports`, { headers, data: { reason: 'wrong_answer', comment } });
  expect(created.status()).toBe(201);
  await learnerPage.context().close();

  // ---- the administrator sees it under Reports, with the count in the navigation ----
  await signInAdmin(page);
  await page.goto('/admin');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: /^Reports \d+ open$/ })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await openSection(page, isMobile, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const group = page.getByRole('list', { name: 'Open reports' }).getByRole('region').filter({ hasText: comment });
  await expect(group).toContainText('The answer is wrong');
  await expect(group.getByRole('list', { name: 'Options' })).toContainText('Correct');
  await screenshot(page, 'admin-reports', testInfo);

  // ---- Edit question opens the question dialog; the change is saved ----
  await group.getByRole('button', { name: 'Edit question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  const explanation = dialog.getByLabel('Explanation');
  const before = await explanation.inputValue();
  const checked = `${before} Checked after a report (${tag}).`;
  await explanation.fill(checked);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Question updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(group).toContainText(`Checked after a report (${tag}).`);

  // ---- Resolve, with a note ----
  await group.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve report' });
  await resolve.getByLabel('Note (optional)').fill('Explanation clarified');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report resolved', { exact: true })).toBeVisible();
  await expect(page.getByText(comment)).toBeHidden();

  await page.getByRole('navigation', { name: 'Report status' }).getByRole('link', { name: 'Resolved' }).click();
  await expect(page.getByRole('list', { name: 'Resolved reports' }).getByText(comment)).toBeVisible();
  const stored = (await (await page.request.get('/api/admin/reports?status=resolved')).json()) as { comment: string; status: string }[];
  expect(stored.find((r) => r.comment === comment)?.status).toBe('resolved');

  // ---- Analytics: the module's questions, with the learners' first answers counted ----
  await openSection(page, isMobile, 'Analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByLabel('Certificate').selectOption({ label: certificate.name });
  await page.getByLabel('Module').selectOption({ label: module.name });
  await expect(page).toHaveURL(new RegExp(`/admin/analytics/certificates/${certificate.id}/modules/${module.id}$`));
  await expect(page.getByText('Figures come from each learner’s first answer', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Not enough answers yet \(\d+\)$/ })).toBeVisible();
  await screenshot(page, 'admin-analytics', testInfo, { fullPage: false });
});
