import { expect, test, type Page } from '@playwright/test';
import { uploadResume } from './support/resume-upload.ts';

/**
 * Issue 11: a program page's first load carries only the page's own code; the
 * server-rendered form takes typing natively and its code loads once the
 * browser is idle, or at once when the applicant presses something only the
 * code handles. What is pressed or given meanwhile takes effect once the form
 * is hydrated, exactly once.
 */

/**
 * Holds the form's chunk on its way to `page`: answers a promise of the
 * page's request for it and the function that lets it through.
 */
async function holdFormCode(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  let markRequested: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route('**/assets/program-application-*.js', async (route) => {
    markRequested();
    await held;
    await route.continue();
  });
  return { requested, release };
}

test("a tap on Add Owner before the form's code is in adds the owner typed, once", async ({ page }) => {
  const { requested, release } = await holdFormCode(page);
  await page.goto('/nfl-legends-directory', { waitUntil: 'domcontentloaded' });
  const owners = page.getByRole('table', { name: 'Other Owners' });
  await owners.getByRole('textbox', { name: 'Owner Name' }).fill('Casey Partner');
  await owners.getByRole('textbox', { name: 'Owner Title' }).fill('Partner');
  await owners.getByRole('textbox', { name: 'Owner %' }).fill('20');
  await owners.getByRole('button', { name: 'Add Owner' }).click();
  await requested;
  await expect(owners).toContainText("No 'Other Owners' Specified");
  release();
  await expect(owners.getByRole('row').filter({ hasText: 'Casey Partner' })).toHaveCount(1);
  await expect(owners.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('');
  await expect(owners).not.toContainText("No 'Other Owners' Specified");
});

test("the language switch pressed before the form's code is in switches once the form is hydrated, keeping the answers typed", async ({
  page,
}) => {
  const { requested, release } = await holdFormCode(page);
  await page.goto('/finance-webinar', { waitUntil: 'domcontentloaded' });
  const firstName = page.locator('#root_personalInformation_firstName');
  await firstName.fill('Jordan');
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await requested;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expect(page.locator('#root_personalInformation_firstName')).toHaveValue('Jordan');
});

test("a resume given before the form's code is in is uploaded once the form is hydrated", async ({ page }) => {
  const { release } = await holdFormCode(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/upload')) uploads.push(request.url());
  });
  await page.goto('/job-shadow-and-internship-program', { waitUntil: 'domcontentloaded' });
  const uploaded = uploadResume(page, 'Early Resume.pdf');
  await expect(page.getByLabel(/^Resume( \*)?$/)).not.toHaveValue('');
  release();
  expect(await uploaded).toMatch(/^Early_Resume_\d{6}\.pdf$/);
  expect(uploads).toHaveLength(1);
});
