import { test, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { signInAs } from './staff.ts';

/**
 * The window size a journey runs at: the one its Playwright project names
 * (e.g. the 'laptop' project's 1280x720, issue 13), else `wide`, the size
 * the journey was written for. Call inside a test or a fixture.
 */
export function projectViewportOr(wide: ViewportSize): ViewportSize {
  return test.info().project.use.viewport ?? wide;
}

/**
 * A fresh browser context (own cookies) signed in as `email`, on `path`,
 * by default wide enough (1600px) for the expanded side menu (spec §9:
 * compact under 1440px), or at the size the project names (see
 * projectViewportOr). The caller closes the page's context.
 */
export async function staffPage(
  browser: Browser,
  email: string,
  path = '/app/dashboards/analytics',
  viewport = projectViewportOr({ width: 1600, height: 900 }),
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, email, path);
  return page;
}
