/**
 * A living question bank: a module of 300 questions (imported through the admin API from a generated Aiken
 * file) is searched, filtered and paged on the server with the state in the URL; a learner erases their own
 * account from Profile and can no longer sign in; an imported learner without a password is told to use
 * Forgot Password.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './support';

const ADMIN = { username: 'e2e-admin', password: PASSWORD };
const TOPICS = ['routing', 'kerberos', 'caching', 'logging', 'queues'];

/** Question n (1–300): topic n % 5, difficulty n % 3, every fourth a choose-two. */
function bankFile(tag: string): string {
  return Array.from({ length: 300 }, (_, i) => {
    const n = i + 1;
    return [
      `Bank ${tag} question ${String(n).padStart(3, '0')} on ${TOPICS[n % 5]}: which option is right?`,
      'A. First',
      'B. Second',
      'C. Third',
      'D. Fourth',
      `ANSWER: ${n % 4 === 0 ? 'A, C' : 'B'}`,
      `DIFFICULTY: ${['easy', 'medium', 'hard'][n % 3]}`,
      'EXPLANATION: Generated for the browser test.',
    ].join('\n');
  }).join('\n\n');
}

/** The first project's run registers the administrator; later runs (and admin.spec) sign in as it. */
async function adminSession(request: APIRequestContext): Promise<void> {
  const status = await (await request.get('/api/admin/status')).json();
  if (status.registrationOpen) expect((await request.post('/api/admin/register', { data: ADMIN })).status()).toBe(201);
  expect((await request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
}

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true })).toBeVisible();
}

test('a module of 300 questions: search, filters and paging on the server, kept in the URL', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await adminSession(page.request);
  const certificate = await (await page.request.post('/api/admin/certificates', { data: { name: `Bank ${tag}`, description: 'A large bank.', level: 'Advanced' } })).json();
  const module = await (await page.request.post('/api/admin/modules', { data: { certificateId: certificate.id, name: `Big module ${tag}`, description: 'Three hundred questions.' } })).json();
  const imported = await page.request.post(`/api/admin/modules/${module.id}/questions/import?format=aiken&dryRun=false`, {
    headers: { 'content-type': 'text/plain' },
    data: bankFile(tag),
  });
  expect(await imported.json()).toMatchObject({ imported: 300, errors: [] });

  await page.goto(`/admin/certificates/${certificate.id}/modules/${module.id}`);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText('Showing 1–50 of 300 questions');
  const rows = page.getByRole('list', { name: 'Question list' }).getByRole('listitem');
  await expect(rows).toHaveCount(50);

  // Paging, with Back and Forward.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(status).toHaveText('Showing 51–100 of 300 questions');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows.first()).toContainText(`question 051 on`);
  await page.goBack();
  await expect(status).toHaveText('Showing 1–50 of 300 questions');
  await page.goForward();
  await expect(status).toHaveText('Showing 51–100 of 300 questions');

  // Search: 60 questions on kerberos (n % 5 === 1), on page 1 again.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('KERBEROS');
  await expect(status).toHaveText('Showing 1–50 of 60 matching questions');
  await expect(page).toHaveURL(/[?&]q=KERBEROS/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows.first()).toContainText('question 001 on kerberos');

  // Hard (n % 3 === 2) kerberos questions: n % 15 === 11, 20 of them; choose-two among those (n % 4 === 0): 5.
  await page.getByLabel('Difficulty').selectOption('hard');
  await expect(status).toHaveText('Showing 1–20 of 20 matching questions');
  await expect(rows.first()).toContainText('question 011 on kerberos');
  await page.getByLabel('Type').selectOption('multiple');
  await expect(status).toHaveText('Showing 1–5 of 5 matching questions');
  await expect(rows).toHaveCount(5);
  for (const n of ['056', '116', '176', '236', '296']) await expect(page.getByText(`question ${n} on kerberos`)).toBeVisible();

  // The address holds it all: a reload comes back to the same list.
  await page.reload();
  await expect(status).toHaveText('Showing 1–5 of 5 matching questions');
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('KERBEROS');
  await expect(page.getByLabel('Type')).toHaveValue('multiple');
  await page.goBack();
  await expect(status).toHaveText('Showing 1–20 of 20 matching questions');

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('no such words anywhere');
  await expect(page.getByRole('heading', { name: 'No questions match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(status).toHaveText('Showing 1–50 of 300 questions');
});

test('a learner deletes their account from Profile and can no longer sign in', async ({ page }) => {
  const email = await signUp(page, uniqueEmail('erase'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Nothing can be restored afterwards.');
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right: your account was not erased')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Your account and data were deleted');

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an imported learner without a password is told to use Forgot Password', async ({ page }) => {
  await adminSession(page.request);
  const email = uniqueEmail('imported');
  const imported = await page.request.post('/api/admin/users/import?dryRun=false', { headers: { 'content-type': 'text/csv' }, data: `email,firstName,lastName\n${email},Grace,Hopper\n` });
  expect(await imported.json()).toMatchObject({ imported: 1, errors: [] });
  await page.request.post('/api/admin/logout');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('anything-at-all');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Account Migration Required');
});
