/** Shared steps for the browser tests. */
import { expect, type Page } from '@playwright/test';
import { latestResetToken } from '../server/test/mail';

export const MAIL_DIR = `.tmp/e2e-${process.env.E2E_PORT ?? '5055'}/mail`;

let seq = 0;
export function uniqueEmail(prefix = 'learner'): string {
  seq++;
  return `${prefix}-${Date.now().toString(36)}-${seq}@example.com`;
}

export const PASSWORD = 'sturdy-horse-42';

export async function signUp(page: Page, email = uniqueEmail(), firstName = 'Ada', lastName = 'Lovelace'): Promise<string> {
  await page.goto('/auth');
  await page
    .getByRole('button', { name: /create (an )?account|sign up/i })
    .first()
    .click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('button', { name: /create account/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export function resetTokenFor(email: string): string {
  return latestResetToken(MAIL_DIR, email);
}
