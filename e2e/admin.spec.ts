/**
 * The admin panel end to end: first-run registration (or login when an earlier project already registered),
 * browsing the demo content, create/edit/delete of a certificate, a module and a question, validation, import
 * preview and confirm, export download, and logout. Set E2E_SCREENSHOTS=1 to refresh docs/screenshots/admin-*.png.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD } from './support';

test.describe.configure({ mode: 'serial' });

const USERNAME = 'e2e-admin';

async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

/** On phones the account actions live in the top bar's menu. */
async function accountAction(page: Page, mobile: boolean, name: string): Promise<Locator> {
  if (mobile) await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('button', { name, exact: true });
}

const INVALID_AIKEN = [
  'Which port does HTTPS use by default?',
  'A. 21',
  'B. 80',
  'C. 443',
  'D. 8080',
  'ANSWER: C',
  'EXPLANATION: HTTPS listens on port 443.',
  '',
  'Which service resolves host names to addresses?',
  'A. DNS',
  'B. FTP',
  'C. SMTP',
  'D. SSH',
  'EXPLANATION: DNS maps names to addresses.',
].join('\n');

function validAiken(duplicateText: string): string {
  return [
    'Which port does HTTPS use by default?',
    'A. 21',
    'B. 80',
    'C. 443',
    'D. 8080',
    'ANSWER: C',
    'DIFFICULTY: easy',
    'EXPLANATION: HTTPS listens on port 443.',
    '',
    'Which service resolves host names to addresses?',
    'A. DNS',
    'B. FTP',
    'C. SMTP',
    'D. SSH',
    'ANSWER: A',
    'EXPLANATION: DNS maps names to addresses.',
    '',
    duplicateText,
    'A. One',
    'B. Two',
    'C. Three',
    'D. Four',
    'ANSWER: B',
    'EXPLANATION: Already in the module.',
  ].join('\n');
}

test('admin panel: registration or login, content CRUD, validation, import, export, logout', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const mobile = project === 'mobile';
  const tag = `${project}-${Date.now().toString(36)}`;

  // ---- first run or login: the first project to run on a fresh database creates the first admin (and is signed in);
  // later ones find registration closed and the login card ----
  await page.goto('/admin');
  const firstRun = page.getByRole('heading', { level: 1, name: 'Create your admin account' });
  const login = page.getByRole('heading', { level: 1, name: 'Admin login' });
  await expect(firstRun.or(login)).toBeVisible();
  await screenshot(page, 'admin-login', testInfo, { fullPage: false });

  if (await firstRun.isVisible()) {
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Admin account created');
  } else {
    await expect(page.getByText('New administrators are added by an existing administrator.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Admin login successful');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();

  // ---- navigation frame: every section is a link ----
  if (mobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Analytics' })).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav.getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Reports', 'Analytics', 'Learners', 'Administrators']) await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(nav.getByRole('button')).toHaveCount(0);
  }

  // ---- the demo content: certificates → modules → questions ----
  const certificateList = page.getByRole('list', { name: 'Certificate list' });
  await expect(certificateList.getByRole('listitem').first()).toContainText(/\d+ modules? · \d+ questions?/);
  await screenshot(page, 'admin-certificates', testInfo, { fullPage: false });

  const demoCertificate = certificateList.getByRole('listitem').first().getByRole('heading').getByRole('link');
  const demoCertificateName = (await demoCertificate.textContent())!;
  await demoCertificate.click();
  await expect(page).toHaveURL(/\/admin\/certificates\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: demoCertificateName })).toBeVisible();
  const filledModule = page.getByRole('list', { name: 'Module list' }).getByRole('listitem').filter({ hasNotText: 'Learners see Coming Soon' }).first();
  await expect(filledModule).toBeVisible();
  await screenshot(page, 'admin-modules', testInfo, { fullPage: false });

  await filledModule.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/certificates\/\d+\/modules\/\d+$/);
  await expect(page.getByRole('list', { name: 'Question list' }).getByRole('listitem').first()).toContainText('Correct answer:');
  await screenshot(page, 'admin-questions', testInfo, { fullPage: false });
  await page.getByRole('button', { name: 'Edit question 1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit question' }).getByLabel('Question text')).not.toHaveValue('');
  await screenshot(page, 'admin-question-dialog', testInfo, { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  if (mobile) {
    // Phones show only the parent crumb (the module's certificate) beside the page; the top is in the menu.
    await expect(breadcrumb.getByRole('link', { name: 'Certificates' })).toBeHidden();
    await expect(breadcrumb.getByRole('link', { name: demoCertificateName })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Certificates' }).click();
  } else {
    await breadcrumb.getByRole('link', { name: 'Certificates' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();

  // ---- certificate: validation, create, edit ----
  const certName = `E2E Certificate ${tag}`;
  await page.getByRole('button', { name: 'New certificate' }).click();
  let dialog = page.getByRole('dialog', { name: 'New certificate' });
  await dialog.getByRole('button', { name: 'Create certificate' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Level must be Beginner, Intermediate or Advanced')).toBeVisible();
  await dialog.getByLabel('Name').fill(certName);
  await dialog.getByLabel('Description').fill('A certificate made by the browser test.');
  await dialog.getByLabel('Level').selectOption('Advanced');
  await dialog.getByRole('button', { name: 'Create certificate' }).click();
  await expectToast(page, 'Certificate created successfully');
  await expect(dialog).toBeHidden();
  const certRow = certificateList.getByRole('listitem').filter({ hasText: certName });
  await expect(certRow).toContainText('0 modules · 0 questions');
  await expect(certRow).toContainText('Advanced');

  const editedCertName = `${certName} edited`;
  await renameAndOpen(page, 'certificate', certName, editedCertName);

  // ---- module: create (order defaults to 1), edit ----
  const moduleName = `E2E Module ${tag}`;
  await page.getByRole('button', { name: 'Create a module' }).click();
  dialog = page.getByRole('dialog', { name: 'New module' });
  await expect(dialog.getByLabel('Order')).toHaveValue('1');
  await dialog.getByLabel('Name').fill(moduleName);
  await dialog.getByLabel('Description').fill('A module made by the browser test.');
  await dialog.getByRole('button', { name: 'Create module' }).click();
  await expectToast(page, 'Module created successfully');
  const moduleRow = page.getByRole('list', { name: 'Module list' }).getByRole('listitem').filter({ hasText: moduleName });
  await expect(moduleRow).toContainText('Order 1');
  await expect(moduleRow).toContainText('0 questions');

  const editedModuleName = `${moduleName} edited`;
  await renameAndOpen(page, 'module', moduleName, editedModuleName);
  await expect(page.getByRole('heading', { name: 'No questions yet' })).toBeVisible();

  // ---- question: create, edit ----
  const questionText = `Which number comes after one? (${tag})`;
  await page.getByRole('button', { name: 'Write a question' }).click();
  dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Question text').fill(questionText);
  await dialog.getByLabel('Option A').fill('One');
  await dialog.getByLabel('Option B').fill('Two');
  await dialog.getByLabel('Option C').fill('Three');
  await dialog.getByRole('button', { name: 'Create question' }).click();
  await expect(dialog.getByText('Option text is required')).toBeVisible();
  await expect(dialog.getByText('Correct answer is required')).toBeVisible();
  await dialog.getByLabel('Option D').fill('Four');
  await dialog.getByRole('group', { name: 'Correct answer' }).getByRole('radio', { name: 'B' }).check();
  await dialog.getByLabel('Difficulty').selectOption('easy');
  await dialog.getByLabel('Explanation').fill('Two follows one.');
  await dialog.getByRole('button', { name: 'Create question' }).click();
  await expectToast(page, 'Question created successfully');
  const questionList = page.getByRole('list', { name: 'Question list' });
  await expect(questionList.getByRole('listitem')).toHaveCount(1);
  await expect(questionList.getByRole('listitem').first()).toContainText('Correct answer: B');
  await expect(questionList.getByRole('listitem').first()).toContainText('Easy');

  await page.getByRole('button', { name: 'Edit question 1', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit question' });
  await expect(dialog.getByLabel('Question text')).toHaveValue(questionText);
  await dialog.getByLabel('Difficulty').selectOption('hard');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Question updated successfully');
  await expect(questionList.getByRole('listitem').first()).toContainText('Hard');

  // The drill-down survives a reload and follows the browser's Back and Forward.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: editedModuleName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: editedCertName })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: editedModuleName })).toBeVisible();

  // ---- import: a preview with an error stores nothing; a valid paste imports after confirming ----
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Import questions' });
  await dialog.getByLabel('Questions', { exact: true }).fill(INVALID_AIKEN);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('list', { name: 'Problems' })).toContainText('Line 9: The ANSWER line is missing after the options');
  await expect(dialog.getByText('1 problem found: nothing will be imported')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  await screenshot(page, 'admin-import-preview', testInfo, { fullPage: false });

  await dialog.getByLabel('Questions', { exact: true }).fill(validAiken(questionText));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 questions will be imported, 1 skipped as duplicates')).toBeVisible();
  const preview = dialog.getByRole('list', { name: 'Parsed questions' });
  // The option li sits inside its question's li, so the last match is the option itself.
  await expect(preview.getByRole('listitem').filter({ hasText: 'C. 443' }).last()).toContainText('Correct');
  // A preview stores nothing (the list behind the dialog is hidden from queries, so ask the API).
  const moduleId = /\/modules\/(\d+)$/.exec(page.url())![1];
  const stored = await page.request.get(`/api/admin/questions?moduleId=${moduleId}`);
  expect((await stored.json()) as unknown[]).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Import 2 questions' }).click();
  await expectToast(page, 'Questions imported successfully');
  await expect(dialog).toBeHidden();
  await expect(questionList.getByRole('listitem')).toHaveCount(3);
  await expect(questionList).toContainText('Which service resolves host names to addresses?');

  // ---- export: each format downloads the module's questions ----
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Export questions' });
  const aikenDownload = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download Aiken (.txt)' }).click();
  const aiken = await aikenDownload;
  expect(aiken.suggestedFilename()).toMatch(/\.txt$/);
  const aikenText = await readFile(await aiken.path(), 'utf8');
  expect(aikenText).toContain(questionText);
  expect(aikenText).toContain('Which service resolves host names to addresses?');
  expect(aikenText).toContain('ANSWER: C');

  const jsonDownload = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download JSON (.json)' }).click();
  const json = JSON.parse(await readFile(await (await jsonDownload).path(), 'utf8')) as { text: string; correctAnswer: string; difficulty: string }[];
  expect(json).toHaveLength(3);
  expect(json.find((q) => q.text === questionText)).toMatchObject({ correctAnswer: 'B', difficulty: 'hard' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // ---- deletes, each saying what goes with the item ----
  await page.getByRole('button', { name: 'Delete question 1', exact: true }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete question?' });
  await expect(confirm).toContainText('This deletes the question');
  await confirm.getByRole('button', { name: 'Delete question' }).click();
  await expectToast(page, 'Question deleted successfully');
  await expect(questionList.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: editedCertName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Module list' }).getByRole('listitem').filter({ hasText: editedModuleName })).toContainText('2 questions');
  await page.getByRole('button', { name: `Delete ${editedModuleName}` }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete module?' });
  await expect(confirm).toContainText(`This deletes the module "${editedModuleName}" with its 2 questions. Learners keep their past results.`);
  await confirm.getByRole('button', { name: 'Delete module' }).click();
  await expectToast(page, 'Module deleted successfully');
  await expect(page.getByRole('heading', { name: 'No modules yet' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${editedCertName}` }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete certificate?' });
  await expect(confirm).toContainText(`This deletes the certificate "${editedCertName}" with its 0 modules and 0 questions. Learners keep their past results.`);
  await confirm.getByRole('button', { name: 'Delete certificate' }).click();
  await expectToast(page, 'Certificate deleted successfully');
  await expect(page.getByRole('link', { name: editedCertName, exact: true })).toHaveCount(0);

  // ---- logout ----
  await (await accountAction(page, mobile, 'Logout')).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
});

/** Renames a certificate or a module through its Edit dialog, then opens it by its new name. */
async function renameAndOpen(page: Page, kind: 'certificate' | 'module', from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${kind}` });
  await dialog.getByLabel('Name').fill(to);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, `${kind === 'certificate' ? 'Certificate' : 'Module'} updated successfully`);
  await page.getByRole('link', { name: to, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: to })).toBeVisible();
}
