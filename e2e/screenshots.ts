/** Full-page screenshots of every screen for docs/screenshots/, taken only when E2E_SCREENSHOTS=1. */
import type { Page, TestInfo } from '@playwright/test';

/** Closes any toast so it does not cover the screen being shown. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  // A toast may close by itself while it is being clicked: try again a few times, then go on.
  for (let tries = 0; tries < 5 && (await close.count()) > 0; tries++)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** Saves docs/screenshots/<name>-<mobile|desktop>.png. */
export async function screenshot(page: Page, name: string, testInfo: TestInfo, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await dismissToasts(page);
  // Let skeletons, transitions and focus rings settle, and a result's percent finish counting up (0.8 s).
  await page.waitForTimeout(1_000);
  await page.screenshot({ path: `docs/screenshots/${name}-${testInfo.project.name}.png`, fullPage: options.fullPage ?? true });
}
