/**
 * The public screens end to end: the landing page with the real question counts, sign-up, sign-out and
 * sign-in, a refused login, the guard's way back to the page asked for, the forgot/reset password round
 * trip through the mail folder, an invalid reset link, and markup in a name shown as text.
 * Set E2E_SCREENSHOTS=1 to refresh docs/screenshots/{landing,auth-*,forgot-password*,reset-password}-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots';
import { PASSWORD, resetTokenFor, signUp, uniqueEmail } from './support';

interface PublicStats {
  totalQuestions: number;
  certificates: { id: number; name: string; level: string; questionCount: number }[];
}

const count = new Intl.NumberFormat('en-US');

/** The toast on screen (in the notifications region, not the copy Radix reads out to screen readers). */
async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toasts.getByText(description)).toBeVisible();
}

/** A learner created through the API (the sign-up screen has its own test); the browser stays signed out. */
async function registerByApi(page: Page, prefix: string, firstName = 'Grace', lastName = 'Hopper'): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await page.request.post('/api/register', { data: { email, password: PASSWORD, firstName, lastName } });
  expect(response.status()).toBe(201);
  return email;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('the landing page shows the certificates of the public stats, and Get Started leads to /auth', async ({ page }, testInfo) => {
  const stats = (await (await page.request.get('/api/public/stats')).json()) as PublicStats;
  expect(stats.certificates.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CertDrill' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'CertDrill in numbers' });
  await expect(figures).toContainText('98%');
  await expect(figures).toContainText('24/7');
  await expect(figures).toContainText(count.format(stats.totalQuestions));
  for (const certificate of stats.certificates) {
    const card = page.getByRole('article', { name: certificate.name });
    await expect(card).toContainText(certificate.level);
    await expect(card).toContainText(`${count.format(certificate.questionCount)} question`);
  }
  for (const feature of ['Timed practice', 'Topic-wise quizzes', 'Performance analytics', 'Practise offline', '7-day free trial', 'No credit card required']) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
  await expect(page.locator('figure blockquote')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await screenshot(page, 'landing', testInfo);

  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('sign up, sign out, and sign in again', async ({ page }, testInfo) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await screenshot(page, 'auth-sign-in', testInfo);

  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await screenshot(page, 'auth-sign-up', testInfo);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Said once, at the field: no toast repeats it.
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByText('Missing information')).toHaveCount(0);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Welcome!', 'Your account has been created successfully');
  // One product name: the sidebar (desktop) or the line above the greeting (phone) says CertDrill.
  await expect(page.getByText('CertDrill', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('Cloud platform certification quiz').filter({ visible: true })).toHaveCount(1);

  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Ada Lovelace')).toBeVisible();
  // On a phone from the profile; on desktop from the sidebar (the profile's button is for phones only).
  if (testInfo.project.name === 'mobile') await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  else await page.getByRole('complementary', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('certdrill.accessToken'))).toBeNull();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Welcome back!', 'You have successfully logged in');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
});

test('a wrong password shows Login failed with the server message', async ({ page }) => {
  const email = await registerByApi(page, 'wrong');
  await page.goto('/auth');
  await signIn(page, email, 'not-the-password');
  await expectToast(page, 'Login failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a guarded page sends a signed-out visitor to /auth and back after signing in', async ({ page }) => {
  const email = await registerByApi(page, 'guard');
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
});

test('a signed-in visit to /auth goes to the dashboard', async ({ page }) => {
  await signUp(page);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toHaveAttribute('href', '/dashboard');
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page }, testInfo) => {
  const email = await registerByApi(page, 'reset');
  const newPassword = 'brave-otter-77';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Email required')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await screenshot(page, 'forgot-password', testInfo);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Email sent!', 'Check your email for password reset instructions');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Another Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  await screenshot(page, 'forgot-password-sent', testInfo);

  // The mail is written in the background, after the answer.
  let token = '';
  await expect
    .poll(() => {
      try {
        token = resetTokenFor(email);
      } catch {
        token = '';
      }
      return token;
    })
    .not.toBe('');

  await page.goto(`/reset-password#access_token=${token}&type=recovery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await screenshot(page, 'reset-password', testInfo);

  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await fresh.fill(newPassword);
  await confirm.fill('brave-otter-78');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please make sure both passwords are the same.')).toBeVisible();

  // A common password is refused by the server; what was typed stays, and the link stays usable.
  await fresh.fill('password123');
  await confirm.fill('password123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/too common/)).toBeVisible();
  await expect(page.getByText('Failed to reset password')).toHaveCount(0);
  await expect(fresh).toHaveValue('password123');

  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(fresh).toHaveAttribute('type', 'text');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible();
  await expectToast(page, 'Password updated!', 'Your password has been successfully updated');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, PASSWORD);
  await expectToast(page, 'Login failed', 'Invalid email or password');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset link without a token says so and goes on to /auth; a used token is refused', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText(/Taking you to the sign-in page in \d seconds?/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // A used or unknown token is reported on arrival, before any password is typed.
  await page.goto('/reset-password#access_token=not-a-real-token&type=recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText(/used already or has expired/)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('markup in a name is shown as text on the profile', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const name = '<img src=x onerror=alert(1)>';
  await signUp(page, uniqueEmail('markup'), name, 'Smith');
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(`${name} Smith`)).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
