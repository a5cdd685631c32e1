/** Profile and progress after one quiz: statistics, history with the module name, today's streak and calendar cell, logout. */
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, uniqueEmail } from './support';

interface Question {
  id: number;
  choose: number;
}

/**
 * A new learner signed in on this page. Registered through the API (the sign-up screen has its own
 * spec), so this test depends only on the screens it checks.
 */
async function signUpByApi(page: Page, firstName: string, lastName: string): Promise<void> {
  const response = await page.request.post('/api/register', { data: { email: uniqueEmail('progress'), password: PASSWORD, firstName, lastName } });
  expect(response.status()).toBe(201);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('certdrill.accessToken', token), accessToken);
}

/** Submits one easy attempt of the first module that has questions, as the quiz screen would; returns its module name. */
async function takeQuiz(page: Page): Promise<{ sessionId: number; moduleName: string }> {
  const token = await page.evaluate(() => localStorage.getItem('certdrill.accessToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const certificates = (await (await page.request.get('/api/certificates', { headers })).json()) as { id: number }[];
  for (const certificate of certificates) {
    const modules = (await (await page.request.get(`/api/certificates/${certificate.id}/modules`, { headers })).json()) as { id: number; name: string; hasQuestions: boolean }[];
    for (const module of modules.filter((m) => m.hasQuestions)) {
      const questions = (await (await page.request.get(`/api/modules/${module.id}/quiz/easy`, { headers })).json()) as Question[];
      if (questions.length === 0) continue;
      // The draw holds no key: answer every question but the first with its first letters; the page shows the graded score/total.
      const answers = questions.map((q, i) => (i === 0 ? '' : 'ABC'.slice(0, q.choose)));
      const response = await page.request.post('/api/quiz-sessions', {
        headers,
        data: { moduleId: module.id, difficulty: 'easy', questions: questions.map((q) => q.id), answers, timeUsed: 95 },
      });
      expect(response.status()).toBe(201);
      const session = (await response.json()) as { id: number; moduleName: string };
      return { sessionId: session.id, moduleName: session.moduleName };
    }
  }
  throw new Error('No module with easy questions in the demo question bank');
}

test('profile and progress show a quiz just taken; logout from the profile', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await signUpByApi(page, 'Grace', 'Hopper');
  const { sessionId, moduleName } = await takeQuiz(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Grace Hopper')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Quizzes Taken').locator('xpath=ancestor::div[1]')).toContainText('1');
  await expect(stats.getByText('Time Spent').locator('xpath=ancestor::div[1]')).toContainText('1m 35s');
  const history = page.getByRole('region', { name: 'Quiz History' });
  const row = history.getByRole('link', { name: new RegExp(moduleName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Easy');
  await expect(row).toContainText('1:35');
  await expect(row).toHaveAttribute('href', `/quiz-results/${sessionId}`);
  await expect(history).not.toContainText(/Module \d/);
  await screenshot(page, 'profile', testInfo);

  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const progressStats = page.getByRole('region', { name: 'Statistics' });
  await expect(progressStats.getByText('Total Quizzes').locator('xpath=ancestor::div[1]')).toContainText('1');
  await expect(progressStats.getByText('Day Streak').locator('xpath=ancestor::div[1]')).toContainText('1 day');

  if (mobile) {
    const today = page.getByRole('button', { name: /^Today, .*: 1 quiz, \d+\/\d+ correct, 2 minutes$/ });
    await expect(today).toHaveAttribute('data-level', '1');
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^1 quiz · \d+\/\d+ correct · 2 minutes$/)).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  } else {
    await expect(page.getByText('Total XP')).toBeVisible();
    const year = new Date().getFullYear();
    const grid = page.getByRole('grid', { name: `Activity in ${year}` });
    const today = grid.getByRole('gridcell', { name: /^Today, .*: 1 quiz, \d+\/\d+ correct, 2 minutes$/ });
    await expect(today).toHaveAttribute('data-level', '1');
    const summary = page.getByRole('region', { name: String(year) });
    await expect(summary.getByText('Current Streak').locator('xpath=..')).toContainText('1 day');
    await expect(summary.getByText('Active Days').locator('xpath=..')).toContainText('1');
    await today.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('1 quiz');
    await expect(tooltip).toContainText('correct');
    await expect(page.getByRole('button', { name: 'Next year' })).toBeDisabled();
  }
  await page.mouse.move(0, 0);
  await screenshot(page, 'progress', testInfo);

  await page.goto('/profile');
  // The profile's Logout on a phone, the sidebar's on desktop (the profile's is for phones only).
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first().click();
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('certdrill.accessToken'))).toBeNull();
});
