/**
 * Study that makes people pass: a mock exam started from the certificate page, answered, submitted
 * and judged against the pass mark; and a spaced review started in one tap from the dashboard once
 * a quiz's mistakes have fallen due.
 *
 * An administrator seeds a small certificate of its own through the admin API (one module, three
 * questions whose key is A) and sets its exam blueprint, so the demo content is left as it is.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { screenshot } from './screenshots';
import { PASSWORD, signUp, uniqueEmail } from './support';

/** The admin of admin.spec.ts: whichever spec runs first registers it (first-run set-up), the others sign in. */
const ADMIN = { username: 'e2e-admin', password: PASSWORD };
const DB_FILE = `.tmp/e2e-${process.env.E2E_PORT ?? '5055'}/app.db`;

async function signInAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  if (login.ok()) return;
  expect((await request.post('/api/admin/register', { data: ADMIN })).status()).toBe(201);
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
}

/** A certificate with one module of three easy questions (key A) and a 3-question, 10-minute exam passed at 60%. */
async function seed(request: APIRequestContext, tag: string): Promise<{ name: string; certificateId: number; moduleName: string; moduleId: number }> {
  await signInAdmin(request);
  const name = `Exam Drill ${tag} ${Date.now().toString(36)}`;
  const certificate = await request.post('/api/admin/certificates', { data: { name, description: 'A short certificate to rehearse the exam.', level: 'Beginner' } });
  expect(certificate.status()).toBe(201);
  const { id: certificateId } = (await certificate.json()) as { id: number };
  const moduleName = `Tables and Fields ${tag}`;
  const module = await request.post('/api/admin/modules', { data: { name: moduleName, description: 'Where the data lives.', certificateId, order: 1 } });
  expect(module.status()).toBe(201);
  const { id: moduleId } = (await module.json()) as { id: number };
  for (const n of [1, 2, 3]) {
    const created = await request.post('/api/admin/questions', {
      data: {
        text: `Which option is right in drill question ${n}?`,
        options: [
          { id: 'A', text: `The right answer ${n}` },
          { id: 'B', text: `A wrong answer ${n}` },
          { id: 'C', text: `Another wrong answer ${n}` },
          { id: 'D', text: `Yet another wrong answer ${n}` },
        ],
        correctAnswer: 'A',
        explanation: 'A is the right one.',
        difficulty: 'easy',
        moduleId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const exam = await request.put(`/api/admin/certificates/${certificateId}/exam`, { data: { questionCount: 3, timeLimit: 600, passMark: 60, weights: [{ moduleId, weight: 1 }] } });
  expect(exam.status(), await exam.text()).toBe(200);
  await request.post('/api/admin/logout');
  return { name, certificateId, moduleName, moduleId };
}

const option = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^${letter} `) });

test('a learner takes a mock exam from the certificate page, answers, submits and sees it passed', async ({ page }, testInfo) => {
  const drill = await seed(page.request, testInfo.project.name);
  await signUp(page, uniqueEmail('exam'));
  await page.getByRole('link', { name: `Start Practice: ${drill.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${drill.certificateId}/modules$`));

  const exam = page.getByRole('region', { name: 'Mock exam' });
  await expect(exam.getByText('Questions', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('3');
  await expect(exam.getByText('Time', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('10 min');
  await expect(exam.getByText('Pass mark', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('60%');
  await screenshot(page, 'exam-card', testInfo);
  await exam.getByRole('button', { name: 'Start mock exam' }).click();

  await expect(page).toHaveURL(/\/attempts\/\d+$/);
  for (const n of [1, 2, 3]) {
    await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
    // Two right, one wrong: 67% against a pass mark of 60%.
    await option(page, n === 3 ? 'B' : 'A').check();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: n === 3 ? 'Finish Quiz' : 'Next', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByTestId('exam-verdict')).toContainText('Passed');
  await expect(page.getByTestId('exam-verdict')).toContainText('67% against a pass mark of 60%');
  await screenshot(page, 'exam-results', testInfo);
});

test('mistakes fall due after the 10-minute step and a review starts from the dashboard in one tap', async ({ page }, testInfo) => {
  const drill = await seed(page.request, `${testInfo.project.name}-review`);
  const email = uniqueEmail('review');
  await page.clock.install();
  await signUp(page, email);

  // A quiz answered wrong throughout.
  await page.goto(`/modules/${drill.moduleId}/quiz/easy`);
  for (const n of [1, 2, 3]) {
    await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
    await page.clock.fastForward('00:20');
    await option(page, 'B').check();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: n === 3 ? 'Finish Quiz' : 'Next', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);

  // Nothing is due yet: the mistakes come back after the 10-minute learning step.
  await page.goto('/dashboard');
  const waiting = page.getByRole('region', { name: 'Nothing due for review' });
  const nextDue = /The next question falls due (today|tomorrow) at (\d\d:\d\d)\./;
  await expect(waiting).toContainText(nextDue);
  // Today, unless the 10 minutes cross midnight where the browser is: then the card rightly says
  // tomorrow (a due time earlier on the clock than now can only be tomorrow's).
  const [, day, at] = nextDue.exec((await waiting.textContent()) ?? '')!;
  const now = await page.evaluate(() => new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
  expect(day).toBe(at! >= now ? 'today' : 'tomorrow');
  const card = page.getByRole('article', { name: drill.name });
  await expect(card).toContainText(`Weakest: ${drill.moduleName} — no questions due`);

  // Eleven minutes later. The page's clock moves; the server keeps real time, so its cards are moved
  // back by as much (as if those minutes had passed on the server too).
  await page.clock.fastForward('11:00');
  const db = new Database(DB_FILE);
  try {
    db.prepare(`UPDATE review_cards SET due = ?, last_review = ? WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower(?))`).run(
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() - 11 * 60_000).toISOString(),
      email,
    );
    // As every write of a learner's cards does, so that the server reads them again (server/modules/review/cards.ts).
    db.prepare(`UPDATE users SET review_version = review_version + 1 WHERE lower(email) = lower(?)`).run(email);
  } finally {
    db.close();
  }
  await page.reload();
  const due = page.getByRole('region', { name: '3 questions due for review' });
  await expect(due).toBeVisible();
  await expect(page.getByRole('article', { name: drill.name })).toContainText(`Weakest: ${drill.moduleName} — 3 questions due`);
  await screenshot(page, 'dashboard-review-due', testInfo);
  await due.getByRole('button', { name: 'Start review' }).click();

  await expect(page).toHaveURL(/\/attempts\/\d+$/);
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await option(page, 'A').check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});
