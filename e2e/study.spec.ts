/**
 * Study that teaches: a module studied untimed with feedback after each answer, to its result; a
 * practice result's mistakes drilled; a question reported from the results review.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { signUp } from './support';

const options = (page: Page) => page.getByRole('radio').or(page.getByRole('checkbox'));

/** From the dashboard to the difficulty page of "Users, Groups and Roles". */
async function openModule(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
  await page.getByRole('link', { name: /Users, Groups and Roles/ }).click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
}

/** Chooses as many options as the question asks for (one, or "choose N"). */
async function choose(page: Page): Promise<void> {
  const badge = page.getByText(/^Choose \d$/);
  const count = (await badge.count()) > 0 ? Number(((await badge.textContent()) ?? 'Choose 1').slice(-1)) : 1;
  for (let i = 0; i < count; i++) await options(page).nth(i).check();
}

test('a learner studies a module: each answer is checked with the right option and why, then the result with XP and a new streak', async ({ page }, testInfo) => {
  await signUp(page);
  await openModule(page);
  await page.getByRole('button', { name: 'Study Easy (untimed, feedback after each answer)' }).click();
  await expect(page).toHaveURL(/\/attempts\/\d+$/);
  await expect(page.getByText('Untimed', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await screenshot(page, 'study-question', testInfo, { fullPage: false });

  for (let n = 1; n <= 10; n++) {
    await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
    if (n === 2) {
      // Skipping is there but quiet; this one is skipped.
      await page.getByRole('button', { name: 'Skip', exact: true }).click();
      continue;
    }
    await choose(page);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const feedback = page.getByTestId('feedback');
    await expect(feedback).toBeVisible();
    await expect(feedback).toContainText(/Correct!|Not quite/);
    await expect(feedback).toContainText(/The correct answers? (is|are) [A-D]/);
    await expect(feedback.getByText('Explanation')).toBeVisible();
    // The answer is final.
    await expect(options(page).first()).toBeDisabled();
    if (n === 1) await screenshot(page, 'study-feedback', testInfo, { fullPage: false });
    await page.getByRole('button', { name: n === 10 ? 'See results' : 'Continue' }).click();
  }
  const summary = page.getByRole('alertdialog', { name: 'Finish the quiz?' });
  await expect(summary).toContainText('1 unanswered');
  await summary.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Study results/ })).toBeVisible();
  await expect(page.getByText(/^\+\d+ XP earned$/)).toBeVisible();
  await expect(page.getByText('Streak started: 1 day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practise mistakes' }).first()).toBeVisible();
  // The result opens at its top, wherever the last question was scrolled to.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await screenshot(page, 'study-results', testInfo);

  // From the actions at the bottom of the long review, the next screen opens at its top too.
  await page
    .getByRole('link', { name: /Continue Learning/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('from a practice result a learner reports a question, then drills the mistakes', async ({ page }, testInfo) => {
  await signUp(page);
  await openModule(page);
  await page.getByRole('link', { name: /^Easy/ }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  // Everything skipped: all ten are mistakes.
  for (let n = 1; n < 10; n++) {
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Finish Quiz', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByText('0/10')).toBeVisible();

  // Report the first question from the review.
  const first = page.getByRole('region', { name: 'Review your answers' }).getByRole('article').first();
  const report = first.getByRole('button', { name: 'Report a problem' });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this question' });
  await dialog.getByRole('radio', { name: 'It is out of date' }).check();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('The role was renamed in the latest release.');
  await expect(dialog.getByText('43 / 1000 characters')).toBeVisible();
  await screenshot(page, 'report-dialog', testInfo, { fullPage: false });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you for the report.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const reported = first.getByRole('button', { name: 'Reported' });
  await expect(reported).toBeFocused();
  await expect(reported).toHaveAttribute('aria-disabled', 'true');

  // The review can show the mistakes only; then drill them.
  await page.getByRole('button', { name: 'Mistakes only (10)' }).click();
  await expect(page.getByRole('button', { name: 'Mistakes only (10)' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Practise mistakes' }).first().click();
  await expect(page).toHaveURL(/\/attempts\/\d+$/);
  await expect(page.getByText('Mistakes', { exact: true })).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await choose(page);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('feedback')).toContainText(/Correct!|Not quite/);
  await screenshot(page, 'mistakes-feedback', testInfo, { fullPage: false });
});
