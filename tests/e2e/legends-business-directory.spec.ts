import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newApplicant } from './support/applicant.ts';
import { applyToLegendsDirectory } from './support/legends-application.ts';
import { writePdfFile } from './support/pdf-upload.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * The Legends area and the public business directory (spec §1, §2, §4, §6):
 * an application to /nfl-legends-directory becomes a listed business once a
 * Legends approver approves it, and leaves the directory when a Legends
 * admin marks it Out of Business; a Legend's page shows their application
 * history and takes notes and documents.
 */

const industry = 'Accommodation and Food Services';

// Each journey fills the whole Legends form, then acts as staff in other browser contexts.
test.describe.configure({ timeout: 300_000 });

/** Searches the public directory by `words` (and an industry), without script, and returns the results region. */
async function searchDirectory(page: Page, words: string, industryLabel = ''): Promise<void> {
  await page.goto('/business-directory');
  await page.getByRole('searchbox', { name: 'Business name or keyword' }).fill(words);
  if (industryLabel !== '') await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: industryLabel });
  await page.getByRole('button', { name: 'Search' }).click();
}

test('an approved Legends business is listed, found by name and industry, and leaves when Out of Business', async ({ page, browser }) => {
  const applicant = newApplicant('Morgan');
  const company = { name: `Red Zone Catering ${applicant.lastName}`, industry, stateName: 'Georgia', city: 'Atlanta' };
  await applyToLegendsDirectory(page, applicant, company);
  await expect(page.getByRole('link', { name: 'Browse the Legends Business Directory' })).toBeVisible();
  await expectNoAxeViolations(page, 'Legends confirmation with the directory link');

  // Pending: not listed.
  await searchDirectory(page, company.name);
  await expect(page.getByRole('heading', { name: '0 businesses' })).toBeVisible();

  const approver = await staffPage(browser, 'legends-approver@huddle.test', '/app/nfllegends/programs/2/participants');
  const row = approver.getByRole('row').filter({ hasText: applicant.lastName });
  await expect(row).toContainText('SUBMITTED');
  await row.getByRole('button', { name: 'Approve' }).click();
  await approver.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(approver.getByRole('row').filter({ hasText: applicant.lastName })).toContainText('APPROVED');
  await approver.context().close();

  await searchDirectory(page, company.name);
  await expect(page.getByRole('heading', { name: '1 business' })).toBeVisible();
  await expectNoAxeViolations(page, 'business directory search');
  await searchDirectory(page, applicant.lastName.toLowerCase(), industry);
  const result = page.getByRole('link', { name: company.name });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  await expect(page.getByText('hello@redzone.example.com')).toBeVisible();
  await expect(page.getByText(applicant.email)).toHaveCount(0);
  await expectNoAxeViolations(page, 'business page');
  const businessUrl = page.url();
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Volver al directorio' })).toBeVisible();
  await expectNoAxeViolations(page, 'business page in Spanish');
  await page.getByRole('link', { name: 'English' }).click();

  const admin = await staffPage(browser, 'legends-admin@huddle.test', '/app/nfllegends/programs/2/participants');
  const approved = admin.getByRole('row').filter({ hasText: applicant.lastName });
  await approved.getByRole('button', { name: 'Out of Business' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByRole('row').filter({ hasText: applicant.lastName })).toContainText('OUTOFBUSINESS');
  await admin.context().close();

  await searchDirectory(page, company.name);
  await expect(page.getByRole('heading', { name: '0 businesses' })).toBeVisible();
  expect((await page.goto(businessUrl))?.status()).toBe(404);
});

test("a Legend's page shows the application history and takes a note and a document", async ({ page, browser }) => {
  const applicant = newApplicant('Quinn');
  const company = {
    name: `Blitz Logistics ${applicant.lastName}`,
    industry: 'Transportation and Logistics',
    stateName: 'Texas',
    city: 'Houston',
  };
  await applyToLegendsDirectory(page, applicant, company);

  const staff = await staffPage(browser, 'legends-edit@huddle.test', '/app/dashboards/analytics');
  await staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Legends', exact: true }).click();
  await expect(staff.getByRole('heading', { name: 'Legends', level: 1 })).toBeVisible();
  const find = staff.getByRole('search', { name: 'Find Legends' });
  await find.getByRole('textbox', { name: 'Name, email or company' }).fill(company.name);
  await find.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNoAxeViolations(staff, 'Legends list');
  await staff.getByRole('link', { name: `${applicant.firstName} ${applicant.lastName}` }).click();
  await expect(staff.getByRole('heading', { name: `${applicant.firstName} ${applicant.lastName}`, level: 1 })).toBeVisible();

  const applications = staff.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('heading', { name: `NFL Legends Directory: ${company.name}` })).toBeVisible();
  await expect(applications.getByRole('table', { name: 'Log History' })).toContainText('SUBMITTED');
  await expect(staff.getByRole('region', { name: 'Business' })).toContainText(company.name);

  const notes = staff.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Asked for the updated W-9.');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByText('Asked for the updated W-9.')).toBeVisible();
  await expect(notes).toContainText('Tom Okafor');

  const documents = staff.getByRole('region', { name: 'Documents' });
  await documents.getByLabel('Document (.pdf, .doc, .docx or .txt, up to 10 MB)').setInputFiles(await writePdfFile('W-9 2026.pdf'));
  await documents.getByRole('button', { name: 'Upload Document' }).click();
  const link = documents.getByRole('link', { name: /^W_9_2026_\d+\.pdf$/ });
  await expect(link).toBeVisible();
  const download = await staff.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  await expectNoAxeViolations(staff, "Legend's page");
  await staff.context().close();
});
