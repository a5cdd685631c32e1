/**
 * axe-core on every learner screen and the public ones, on a phone and on desktop, in the light and
 * the dark theme (the app follows the system's colour scheme when none is chosen). WCAG 2.0-2.2 A and
 * AA rules; a violation fails with its rule, impact and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, resetTokenFor, signUp, uniqueEmail } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the screen has its heading and no loading placeholder, then runs axe. */
async function audit(page: Page, name: string, found: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Let entrance transitions settle so colours are measured at rest.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of violations)
    found.push(
      `${name}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
    );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('public screens have no axe violations', async ({ page }) => {
      const found: string[] = [];
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await audit(page, 'landing', found);
      await page.goto('/auth');
      await audit(page, 'sign-in', found);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await audit(page, 'sign-up', found);
      await page.goto('/forgot-password');
      await audit(page, 'forgot-password', found);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByLabel('Email')).toBeFocused();
      await audit(page, 'forgot-password with an error', found);
      await page.goto('/reset-password#access_token=not-a-real-token&type=recovery');
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
      await audit(page, 'reset-password, invalid link', found);
      await page.goto('/no/such/page');
      await audit(page, '404', found);
      expect(found).toEqual([]);
    });

    test('signed-in screens have no axe violations', async ({ page }) => {
      const found: string[] = [];
      const email = await signUp(page, uniqueEmail('a11y'));
      await audit(page, 'dashboard', found);
      await page
        .getByRole('link', { name: /Start Practice/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/certificates\/[^/]+\/modules$/);
      await audit(page, 'modules', found);
      await page.locator('a[href^="/modules/"][href$="/difficulty"]').first().click();
      await expect(page).toHaveURL(/\/modules\/[^/]+\/difficulty$/);
      await audit(page, 'difficulty', found);
      await page.goto('/progress');
      await audit(page, 'progress', found);
      await page.goto('/profile');
      await audit(page, 'profile', found);

      // The reset form with a usable link (asked for while signed in: the link works all the same).
      await page.request.post('/api/forgot-password', { data: { email } });
      await expect
        .poll(() => {
          try {
            return resetTokenFor(email).length > 0;
          } catch {
            return false;
          }
        })
        .toBe(true);
      await page.goto(`/reset-password#access_token=${resetTokenFor(email)}&type=recovery`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await audit(page, 'reset-password', found);
      expect(found).toEqual([]);
    });
    test('practice, results and offline screens have no axe violations', async ({ page }) => {
      const found: string[] = [];
      await signUp(page, uniqueEmail('a11y-quiz'));
      await page.getByRole('link', { name: 'Start Practice: Platform System Administrator' }).click();
      await page.getByRole('link', { name: /Users, Groups and Roles/ }).click();
      await expect(page).toHaveURL(/\/modules\/[^/]+\/difficulty$/);
      await expect(page.getByRole('button', { name: /^Study Easy/ })).toBeVisible();
      await audit(page, 'difficulty with study buttons', found);

      const started = page.waitForResponse((r) => r.url().endsWith('/api/attempts') && r.request().method() === 'POST');
      await page.getByRole('link', { name: /^Easy/ }).click();
      const attempt = (await (await started).json()) as { id: number };
      await expect(page.getByText('Question 1 of 10')).toBeVisible();
      await audit(page, 'quiz', found);

      // Finished through the API (answers are refused faster than 2 s each; an unanswered quiz grades all the same).
      const token = await page.evaluate(() => localStorage.getItem('certdrill.accessToken'));
      const submitted = await page.request.post(`/api/attempts/${attempt.id}/submit`, { headers: { authorization: `Bearer ${token}` } });
      expect(submitted.ok()).toBe(true);
      const session = (await submitted.json()) as { id: number };
      await page.goto(`/quiz-results/${session.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Results|Users, Groups and Roles/);
      await audit(page, 'results', found);

      await page.goto('/offline');
      await audit(page, 'offline', found);
      expect(found).toEqual([]);
    });

    test('admin screens have no axe violations', async ({ page }) => {
      const found: string[] = [];
      // The same administrator as admin.spec.ts and admin-tools.spec.ts, created when the database has none.
      const status = (await (await page.request.get('/api/admin/status')).json()) as { registrationOpen: boolean };
      if (status.registrationOpen) expect((await page.request.post('/api/admin/register', { data: { username: 'e2e-admin', password: PASSWORD } })).status()).toBe(201);
      expect((await page.request.post('/api/admin/login', { data: { username: 'e2e-admin', password: PASSWORD } })).status()).toBe(200);
      for (const [path, name] of [
        ['/admin', 'Certificates'],
        ['/admin/reports', 'Reports'],
        ['/admin/analytics', 'Analytics'],
        ['/admin/learners', 'Learners'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await audit(page, `admin ${name.toLowerCase()}`, found);
      }
      expect(found).toEqual([]);
    });
  });
}
