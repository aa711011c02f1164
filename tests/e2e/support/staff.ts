import { expect, type Page } from '@playwright/test';

/** Password of every demo staff account (README). */
export const DEMO_PASSWORD = 'huddle-demo';

/**
 * Opens `path` under /app and signs in through the identity provider's page
 * as `email`, ending back on `path`.
 */
export async function signInAs(page: Page, email: string, path = '/app'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}`));
}
