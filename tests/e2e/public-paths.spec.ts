import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectPageProblems, collectValidatorModules, scriptSrc } from './support/page-problems.ts';
import { levelSelectionPath, specProgramPaths } from './support/spec-paths.ts';

/**
 * Every public path of spec §2 opens its program: an application form or
 * the closed page, never /error. Unknown paths go to /error. The pages
 * allow no 'unsafe-eval' (issue 11): each form validates with its form
 * version's validator module, imported from the site, and nothing on the
 * way logs an error or breaks the policy.
 */
test('every program path of spec §2 opens its program', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  const validatorModules = collectValidatorModules(page);
  for (const path of specProgramPaths) {
    const response = await page.goto(`/${path}`);
    expect(scriptSrc(response?.headers()['content-security-policy']), `/${path}`).toBe("script-src 'self'");
    const accept = page.getByRole('button', { name: 'I accept' });
    const form = page.getByRole('button', { name: 'Submit' });
    const closed = page.getByRole('heading', { name: 'The application for this program is now closed' });
    await expect(form.or(closed).or(accept).first(), `/${path}`).toBeVisible();
    if (await accept.isVisible()) {
      await accept.click();
      await expect(form, `/${path} after the release agreement`).toBeVisible();
    }
    expect(new URL(page.url()).pathname, `/${path}`).toBe(`/${path}`);
  }
  expect(problems).toEqual([]);
  expect(validatorModules.size).toBeGreaterThan(30);
});

test('the closed page shows the closing text and passes axe', async ({ page, request }) => {
  const closedPath = await findClosedPath(request);
  await page.goto(`/${closedPath}`);
  await expect(page.getByRole('heading', { name: 'The application for this program is now closed' })).toBeVisible();
  await expectNoAxeViolations(page, 'closed program');
});

test('unknown paths go to /error', async ({ page }) => {
  await page.goto('/no-such-program');
  await expect(page).toHaveURL(/\/error$/);
  await expectNoAxeViolations(page, 'error page');
});

test('the coaches academy level selection sends each level to its program', async ({ page }) => {
  await page.goto(`/${levelSelectionPath}`);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, 'level selection');
  await page.getByRole('radio', { name: /0-4 years/ }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/coaches-academy-basic$/);
  await page.goto(`/${levelSelectionPath}`);
  await page.getByRole('radio', { name: /collegiate level/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/coaches-academy-pro$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

async function findClosedPath(request: APIRequestContext): Promise<string> {
  for (const path of specProgramPaths) {
    const lookup = await (await request.get(`/api/public/paths/${path}`)).json();
    const program = await (await request.get(`/api/events/${lookup.programId}`)).json();
    if (program.isClosed) return path;
  }
  throw new Error('the seeded catalog has no closed program');
}
