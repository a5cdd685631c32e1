/**
 * The practice flow on the attempt held by the server: dashboard → certificate → module → difficulty →
 * quiz → results; the navigator, flags, the summary before submitting, a reload and a second browser
 * resuming the same attempt, answers kept while offline, and the Time's up moment.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, signUp, uniqueEmail } from './support';

/** The options of the question on screen: radios for a single-answer question, checkboxes for "choose two". */
const options = (page: Page) => page.getByRole('radio').or(page.getByRole('checkbox'));
const question = (page: Page) => page.getByRole('heading', { level: 2 });
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Questions' });

/** From the dashboard to the first question of the easy quiz of the first module. */
async function openEasyQuiz(page: Page, testInfo?: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  if (testInfo) await screenshot(page, 'dashboard', testInfo);
  await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
  await expect(page).toHaveURL(/\/certificates\/\d+\/modules$/);
  await expect(page.getByText('Coming Soon')).toBeVisible();
  if (testInfo) await screenshot(page, 'modules', testInfo);
  await page.getByRole('link', { name: /Users, Groups and Roles/ }).click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
  const easy = page.getByRole('link', { name: /^Easy/ });
  await expect(easy).toContainText('6 minutes');
  await expect(easy).toContainText('10 questions');
  if (testInfo) await screenshot(page, 'difficulty', testInfo);
  await easy.click();
  await expect(page).toHaveURL(/\/modules\/\d+\/quiz\/easy$/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(6:00|5:5\d)$/);
}

/** The navigator's button for question n (on a phone the list opens under "All questions" first). */
async function questionButton(page: Page, n: number, isMobile: boolean) {
  const toggle = navigator(page).getByRole('button', { name: /^All questions/ });
  if (isMobile && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return navigator(page).getByRole('button', { name: new RegExp(`^Question ${n}:`) });
}

test('a learner practises: answers, flags, jumps with the navigator, sees a summary before submitting, and lands on the results', async ({ page, isMobile }, testInfo) => {
  await signUp(page);
  await openEasyQuiz(page, testInfo);
  const next = (name: string) => page.getByRole('button', { name, exact: true });

  await expect(next('Skip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await options(page).nth(0).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await screenshot(page, 'quiz', testInfo, { fullPage: false });
  await next('Next').click();

  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await page.keyboard.press('b');
  await expect(options(page).nth(1)).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 3 of 10')).toBeVisible();

  const flag = page.getByRole('button', { name: 'Flag for review' });
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(await questionButton(page, 3, isMobile)).toHaveAccessibleName('Question 3: unanswered, flagged for review');
  await expect(await questionButton(page, 3, isMobile)).toHaveAttribute('aria-current', 'step');
  await expect(await questionButton(page, 1, isMobile)).toHaveAccessibleName('Question 1: answered');
  await screenshot(page, 'quiz-navigator', testInfo, { fullPage: false });
  await (await questionButton(page, 10, isMobile)).click();
  await expect(page.getByText('Question 10 of 10')).toBeVisible();
  await expect(question(page)).toBeFocused();

  await next('Finish Quiz').click();
  const summary = page.getByRole('alertdialog', { name: 'Finish the quiz?' });
  await expect(summary).toContainText('8 unanswered, 1 flagged');
  await expect(summary).toContainText('Flagged for review: 3');
  await screenshot(page, 'quiz-summary', testInfo, { fullPage: false });
  await summary.getByRole('button', { name: 'Back to questions' }).click();
  await expect(summary).toBeHidden();
  await expect(page.getByText('Question 10 of 10')).toBeVisible();

  await next('Finish Quiz').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText(/^[0-2]\/10$/)).toBeVisible();
  await expect(page.getByText('8 questions skipped')).toBeVisible();
  await screenshot(page, 'results', testInfo);

  const retake = page.getByRole('link', { name: 'Retake Quiz' }).first();
  await expect(retake).toHaveAttribute('href', /^\/modules\/\d+\/quiz\/easy$/);
  await retake.click();
  // The submitted attempt is over: a retake is a new attempt.
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();
  await expect(page.getByText('0 answered', { exact: true })).toBeVisible();
});

/** A second browser, signed in as the same learner through the API. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  const response = await context.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await context.addInitScript((token) => localStorage.setItem('certdrill.accessToken', token), accessToken);
  return context.newPage();
}

test('a reload resumes the attempt where it was; a second browser of the same learner resumes it from the dashboard; Exit abandons it', async ({ page, browser, isMobile }, testInfo) => {
  const email = await signUp(page, uniqueEmail('resume'));
  await openEasyQuiz(page);
  const text = await question(page).textContent();
  await options(page).nth(2).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page)).toHaveText(text!);
  await expect(options(page).nth(2)).toBeChecked();

  const other = await secondBrowser(browser, testInfo, email);
  await other.goto('/dashboard');
  const card = other.getByRole('region', { name: 'Pick up where you left off' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Users, Groups and Roles · easy');
  await expect(card).toContainText('1 of 10 answered');
  await expect(card).toContainText(/[56] min left/);
  await card.getByRole('link', { name: /^Continue quiz/ }).click();
  // No place stored in this browser: the first unanswered question.
  await expect(other.getByText('Question 2 of 10')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
  await expect(await questionButton(other, 1, isMobile)).toHaveAccessibleName('Question 1: answered');
  await other.getByRole('button', { name: 'Previous' }).click();
  await expect(question(other)).toHaveText(text!);
  await expect(options(other).nth(2)).toBeChecked();
  const [mine, theirs] = [await page.getByRole('timer').textContent(), await other.getByRole('timer').textContent()];
  const seconds = (t: string | null) => Number(t!.split(':')[0]) * 60 + Number(t!.split(':')[1]);
  expect(Math.abs(seconds(mine) - seconds(theirs))).toBeLessThanOrEqual(3);
  await other.context().close();

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to exit the quiz? Your progress will be lost.');
  await screenshot(page, 'quiz-exit-dialog', testInfo, { fullPage: false });
  await page.getByRole('button', { name: 'Exit Quiz' }).click();
  await expect(page).toHaveURL(/\/modules\/\d+\/difficulty$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pick up where you left off' })).toHaveCount(0);
});

test('answers chosen offline wait ("Not saved yet: offline") and go once back online; Finish offline, then again later, stores one session', async ({ page, context, isMobile }) => {
  await signUp(page);
  await openEasyQuiz(page);
  const url = page.url();
  await context.setOffline(true);
  await options(page).nth(1).check();
  await expect(page.getByText('Not saved yet: offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await options(page).nth(3).check();
  await expect(page.getByText('Not saved yet: offline')).toBeVisible();
  await (await questionButton(page, 10, isMobile)).click();
  await page.getByRole('button', { name: 'Finish Quiz', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Not submitted yet: offline.')).toBeVisible();
  await expect(page).toHaveURL(url);

  // The tab is closed while offline; later, online, the learner opens the app: the submit was kept in
  // the device's outbox and goes by itself, with both answers (docs/offline.md).
  const token = await page.evaluate(() => localStorage.getItem('certdrill.accessToken'));
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/dashboard');
  await expect(again.getByText(/Sent one quiz you finished offline/).first()).toBeVisible();
  const historyOf = async () => (await (await again.request.get('/api/quiz-history', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  await expect.poll(async () => (await historyOf()).length).toBe(1);
  await again.goto(`/quiz-results/${(await historyOf())[0]!.id}`);
  await expect(again.getByText('8 questions skipped')).toBeVisible();
  expect(await historyOf()).toHaveLength(1);
});

test("the clock turns orange at 2:00 and red with a warning at 1:00 without moving the question; at 0:00 Time's up leads to the results", async ({ page }, testInfo) => {
  await page.clock.install();
  await signUp(page);
  await openEasyQuiz(page);
  const timer = page.getByRole('timer');
  await options(page).nth(0).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // The picked option's short settle animation (lib/motion.ts) has ended before anything is measured.
  await expect
    .poll(() => page.locator('main').evaluate((main) => main.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).length))
    .toBe(0);
  const before = await question(page).boundingBox();
  const firstOption = await options(page).nth(0).boundingBox();

  await page.clock.fastForward('04:00');
  await expect(timer).toHaveText(/^(2:00|1:5\d)$/);
  await expect(timer.locator('..')).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByText('Time is almost up!')).toHaveCount(0);

  await page.clock.fastForward('01:00');
  await expect(timer).toHaveText(/^(1:00|0:5\d)$/);
  await expect(timer.locator('..')).toHaveAttribute('data-tone', 'danger');
  await expect(page.getByText('Time is almost up!')).toBeVisible();
  expect(await question(page).boundingBox()).toEqual(before);
  expect(await options(page).nth(0).boundingBox()).toEqual(firstOption);
  await screenshot(page, 'quiz-time-warning', testInfo, { fullPage: false });

  await page.clock.runFor('01:00');
  const timeUp = page.getByRole('dialog', { name: "Time's up" });
  await expect(timeUp).toBeVisible();
  await expect(timeUp).toContainText('Your answers saved before 0:00 have been graded.');
  await screenshot(page, 'quiz-time-up', testInfo, { fullPage: false });
  await timeUp.getByRole('link', { name: 'See your results' }).click();
  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText('9 questions skipped')).toBeVisible();
});
