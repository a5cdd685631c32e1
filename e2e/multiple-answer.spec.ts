/**
 * Questions as certification exams ask them (API.md, Questions v2): an administrator seeds "choose two"
 * questions with code through the admin API; a learner answers one by keyboard and one by touch (or
 * click), sees the code as code in the quiz and in the review, and the page never scrolls sideways.
 * Set E2E_SCREENSHOTS=1 to save docs/screenshots/quiz-multiple-*.png and review-multiple-*.png.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, signUp } from './support';

/** The admin of admin.spec.ts: whichever spec runs first registers it (first-run set-up), the other signs in. */
const ADMIN = { username: 'e2e-admin', password: PASSWORD };

const CODE = ['for host in hosts:', '    if host.up:', '        print(host.name)  # a long line that has to scroll sideways on a phone, not wrap'].join('\n');

const KEYBOARD_QUESTION = {
  text: `Which **two** hosts does this print?\n\n\`\`\`python\n${CODE}\n\`\`\``,
  options: [
    { id: 'A', text: 'Every host that is `up`' },
    { id: 'B', text: 'Hosts that are down' },
    { id: 'C', text: 'Each name *once*' },
    { id: 'D', text: '<img src=x onerror=alert(1)>' },
  ],
  correctAnswer: 'AC',
  explanation: 'The loop prints `host.name` for each host whose `up` is true.',
};

const TOUCH_QUESTION = {
  text: 'Which **two** commands show the current directory listing?',
  options: [
    { id: 'A', text: '`pwd`' },
    { id: 'B', text: '`ls`' },
    { id: 'C', text: '`cd`' },
    { id: 'D', text: '`dir`' },
  ],
  correctAnswer: 'BD',
  explanation: '`ls` and `dir` list a directory:\n\n```sh\n$ ls -la\n```',
};

async function signInAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  if (login.ok()) return;
  expect((await request.post('/api/admin/register', { data: ADMIN })).status()).toBe(201);
  expect((await request.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
}

/** A certificate with one module holding the two "choose two" questions; returns the module id. */
async function seed(request: APIRequestContext, tag: string): Promise<number> {
  await signInAdmin(request);
  const certificate = await request.post('/api/admin/certificates', { data: { name: `Scripting ${tag}`, description: 'Shell and Python for administrators.', level: 'Intermediate' } });
  expect(certificate.status()).toBe(201);
  const { id: certificateId } = (await certificate.json()) as { id: number };
  const module = await request.post('/api/admin/modules', { data: { name: `Loops and listings ${tag}`, description: 'Reading short scripts.', certificateId, order: 1 } });
  expect(module.status()).toBe(201);
  const { id: moduleId } = (await module.json()) as { id: number };
  for (const question of [KEYBOARD_QUESTION, TOUCH_QUESTION]) {
    const created = await request.post('/api/admin/questions', { data: { ...question, type: 'multiple', difficulty: 'easy', moduleId } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await request.post('/api/admin/logout');
  return moduleId;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A code block: pre > code in a monospace face, its own scroller when a line is longer than the screen. */
async function expectCodeBlock(block: Locator, mobile: boolean): Promise<void> {
  await expect(block).toBeVisible();
  await expect(block).toHaveCSS('font-family', /mono/i);
  const pre = block.locator('xpath=..');
  await expect(pre).toHaveCSS('white-space', 'pre');
  if (mobile) expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
}

test('a learner answers "choose two" questions by keyboard and by touch, with code shown as code in the quiz and the review', async ({ page, isMobile }, testInfo) => {
  const moduleId = await seed(page.request, testInfo.project.name);
  // The page's clock, so that the quiz can take a learner's time: the server refuses answers faster than 2 s each.
  await page.clock.install();
  await signUp(page);
  await page.goto(`/modules/${moduleId}/quiz/easy`);
  await expect(page.getByText('Question 1 of 2')).toBeVisible();

  const answered: string[] = [];
  for (const position of [1, 2]) {
    await expect(page.getByText(`Question ${position} of 2`)).toBeVisible();
    await page.clock.fastForward('00:20');
    const heading = page.getByRole('heading', { level: 2 });
    const group = page.getByRole('group', { name: /Which two/ });
    await expect(group).toBeVisible();
    await expect(page.getByText('Choose 2', { exact: true })).toBeVisible();
    await expect(group.getByRole('checkbox')).toHaveCount(4);
    // Nothing chosen yet: Skip, or Finish Quiz on the last question.
    await expect(page.getByRole('button', { name: position === 1 ? 'Skip' : 'Finish Quiz', exact: true })).toBeVisible();
    const byKeyboard = ((await heading.textContent()) ?? '').includes('hosts does this print');

    if (byKeyboard) {
      answered.push('keyboard');
      await expectCodeBlock(heading.locator('pre > code'), isMobile);
      await expect(group.locator('img')).toHaveCount(0);
      await expect(group.getByRole('checkbox', { name: 'D <img src=x onerror=alert(1)>' })).toBeVisible();
      // Letters and numbers toggle; a third is refused politely; Space toggles the focused option.
      await page.keyboard.press('a');
      await page.keyboard.press('2');
      await page.keyboard.press('c');
      await expect(page.getByRole('status').filter({ hasText: 'You can choose 2 options here.' })).toBeVisible();
      await expect(group.getByRole('checkbox', { name: /^C / })).not.toBeChecked();
      await page.keyboard.press('b');
      await group.getByRole('checkbox', { name: /^C / }).focus();
      await page.keyboard.press('Space');
      await expect(group.getByRole('checkbox', { name: /^A / })).toBeChecked();
      await expect(group.getByRole('checkbox', { name: /^C / })).toBeChecked();
      await expect(page.getByText('2 of 2 chosen')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'quiz-multiple', testInfo, { fullPage: false });
      await page.keyboard.press('Enter');
    } else {
      answered.push('touch');
      const choose = (letter: string) => (isMobile ? group.getByRole('checkbox', { name: new RegExp(`^${letter} `) }).tap() : group.getByRole('checkbox', { name: new RegExp(`^${letter} `) }).click());
      await choose('B');
      await expect(page.getByRole('button', { name: position === 2 ? 'Finish Quiz' : 'Next', exact: true })).toBeVisible();
      await choose('A');
      await choose('D');
      await expect(page.getByText('You can choose 2 options here.', { exact: false })).toBeVisible();
      await choose('A');
      await choose('D');
      await expect(group.getByRole('checkbox', { name: /^B / })).toBeChecked();
      await expect(group.getByRole('checkbox', { name: /^D / })).toBeChecked();
      await expect(group.getByRole('checkbox', { name: /^A / })).not.toBeChecked();
      await expect(group.locator('code').first()).toHaveCSS('font-family', /mono/i);
      const next = page.getByRole('button', { name: position === 2 ? 'Finish Quiz' : 'Next', exact: true });
      if (isMobile) await next.tap();
      else await next.click();
    }
  }
  expect(answered.sort()).toEqual(['keyboard', 'touch']);

  await expect(page).toHaveURL(/\/quiz-results\/\d+$/);
  await expect(page.getByText('2/2', { exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Review your answers' }).getByRole('article');
  await expect(review).toHaveCount(2);
  const withCode = review.filter({ hasText: 'hosts does this print' });
  await expect(withCode.getByText('Choose 2', { exact: true })).toBeVisible();
  await expectCodeBlock(withCode.getByRole('heading', { level: 3 }).locator('pre > code'), isMobile);
  await expect(withCode.getByText('Correct', { exact: true })).toBeVisible();
  await expect(withCode.getByText('Your answer · Correct answer')).toHaveCount(2);
  await expect(withCode.getByText('You chose A, C; the correct answers are A, C.')).toBeVisible();
  const listing = review.filter({ hasText: 'current directory listing' });
  await expectCodeBlock(listing.locator('pre > code'), false);
  await expect(listing.getByText('Your answer · Correct answer')).toHaveCount(2);
  await expect(page.locator('img')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await withCode.scrollIntoViewIfNeeded();
  await screenshot(page, 'review-multiple', testInfo, { fullPage: false });
});
