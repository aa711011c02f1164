import type { Browser, Page } from '@playwright/test';
import { signInAs } from './staff.ts';

/**
 * A fresh browser context (own cookies) signed in as `email`, on `path`,
 * wide enough (1600px) for the expanded side menu (spec §9: compact under 1440px).
 * The caller closes the page's context.
 */
export async function staffPage(
  browser: Browser,
  email: string,
  path = '/app/dashboards/analytics',
  viewport = { width: 1600, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, email, path);
  return page;
}
