/** The practice flow: dashboard → certificate → module → difficulty → quiz → results, and a quiz whose time runs out. */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './screenshots';
import { signUp } from './support';

/** From the dashboard to the first question of the easy quiz of the first module. */
async function openEasyQuiz(page: Page, testInfo?: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  if (testInfo) await screenshot(page, 'dashboard', testInfo);
  await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();

  await expect(page).toHaveURL(/\/certificates\/\d+\/modules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform System Administrator' })).toBeVisible();
  // The module whose questions are not written yet is greyed out and not a link.
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await expect(page.getByRole('link', { name: /Self-Service Portals and Mobile/ })).toHaveCount(0);
  if (testInfo) await screenshot(page, 'modules', testInfo);
  await page.getByRole('link', { name: /Users, Groups and Roles/ }).click();

  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users, Groups and Roles' })).toBeVisible();
  const easy = page.getByRole('link', { name: /^Easy/ });
  await expect(easy).toContainText('6 minutes');
  await expect(easy).toContainText('10 questions');
  if (testInfo) await screenshot(page, 'difficulty', testInfo);
  await easy.click();

  await expect(page).toHaveURL(/\/modules\/\d+\/quiz\/easy$/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('6:00');
}

test('a learner practises a module: answers by click and key, skips, goes back, finishes and reviews', async ({ page }, testInfo) => {
  await signUp(page);
  await openEasyQuiz(page, testInfo);
  const radios = page.getByRole('radio');
  const next = (name: string) => page.getByRole('button', { name, exact: true });

  await expect(next('Skip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await radios.nth(0).check();
  await screenshot(page, 'quiz', testInfo);
  await next('Next').click();

  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await page.keyboard.press('b');
  await expect(radios.nth(1)).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Question 3 of 10')).toBeVisible();
  await next('Skip').click();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 3 of 10')).toBeVisible();
  for (let i = 0; i < 4; i++) await expect(radios.nth(i)).not.toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await expect(radios.nth(1)).toBeChecked();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 3 of 10')).toBeVisible();
  await page.keyboard.press('4');
  await expect(radios.nth(3)).toBeChecked();
  await next('Next').click();
  for (let q = 4; q <= 9; q++) {
    await expect(page.getByText(`Question ${q} of 10`)).toBeVisible();
    await next('Skip').click();
  }
  await expect(page.getByText('Question 10 of 10')).toBeVisible();
  await next('Finish Quiz').click();

  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByTestId('grade-band')).toHaveText(/^(Excellent|Above Average|Good|Average|Needs Improvement)$/);
  await expect(page.getByText(/^[0-3]\/10$/)).toBeVisible();
  await expect(page.getByText('7 questions skipped')).toBeVisible();
  await screenshot(page, 'results', testInfo);

  const review = page.getByRole('region', { name: 'Review your answers' }).getByRole('article');
  await expect(review).toHaveCount(10);
  for (const i of [0, 1, 2]) {
    await expect(review.nth(i).getByText(/^(Correct|Incorrect)$/)).toBeVisible();
    await expect(review.nth(i).getByText(/Your answer/)).toBeVisible();
  }
  await expect(review.nth(3).getByText('Skipped', { exact: true })).toBeVisible();
  await expect(review.nth(9).getByText('Correct answer', { exact: true })).toBeVisible();
  await expect(review.nth(9).getByText('Explanation')).toBeVisible();

  const retake = page.getByRole('link', { name: 'Retake Quiz' });
  await expect(retake).toHaveAttribute('href', /^\/modules\/\d+\/quiz\/easy$/);
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users, Groups and Roles' })).toBeVisible();

  await page.goBack();
  await retake.click();
  await expect(page).toHaveURL(/\/modules\/\d+\/quiz\/easy$/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('6:00');
  await expect(page.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();
});

test('a reload in the middle of a quiz resumes it; Exit asks first', async ({ page }, testInfo) => {
  await signUp(page);
  await openEasyQuiz(page);
  const firstQuestion = await page.getByRole('radiogroup').getAttribute('aria-labelledby');
  const text = await page.locator(`[id="${firstQuestion}"]`).textContent();
  await page.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(text!);
  await expect(page.getByRole('radio').nth(2)).toBeChecked();

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to exit the quiz? Your progress will be lost.');
  await screenshot(page, 'quiz-exit-dialog', testInfo, { fullPage: false });
  await page.getByRole('button', { name: 'Exit Quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
});

test('a started quiz carries on without a connection and is sent once back online (the landing page says so)', async ({ page, context }) => {
  await signUp(page);
  await openEasyQuiz(page);
  await context.setOffline(true);
  for (let q = 1; q <= 10; q++) {
    await expect(page.getByText(`Question ${q} of 10`)).toBeVisible();
    await page.getByRole('radio').nth(0).check();
    await page.getByRole('button', { name: q === 10 ? 'Finish Quiz' : 'Next', exact: true }).click();
  }
  // The submission waits for the connection (TanStack Query pauses mutations offline), answers kept.
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByText('10 answered')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/quiz\/easy$/);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
});

test('when the time runs out the quiz submits itself and the result shows 6:00 used', async ({ page }, testInfo) => {
  await page.clock.install();
  await signUp(page);
  await openEasyQuiz(page);
  const timer = page.getByRole('timer');
  await page.getByRole('radio').nth(0).check();

  await page.clock.fastForward('04:00');
  await expect(timer).toHaveText(/^(2:00|1:5\d)$/);
  await expect(timer.locator('..')).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByText('Time is almost up!')).toHaveCount(0);

  await page.clock.fastForward('01:00');
  await expect(timer).toHaveText(/^(1:00|0:5\d)$/);
  await expect(timer.locator('..')).toHaveAttribute('data-tone', 'danger');
  await expect(page.getByText('Time is almost up!')).toBeVisible();
  await screenshot(page, 'quiz-time-warning', testInfo);

  await page.clock.runFor('01:00');
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText('Time used').locator('..')).toContainText('6:00');
  await expect(page.getByText('9 questions skipped')).toBeVisible();
});
