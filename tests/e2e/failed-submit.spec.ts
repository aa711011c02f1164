import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm } from './support/applicant.ts';
import { setProgramActive } from './support/e2e-database.ts';

/**
 * spec §4 Save / §8: when the server refuses a submission the modal
 * 'ERROR: Failed to save your data.' shows the server's text, OK closes it,
 * the typed answers stay, and the applicant can submit again.
 */
test('a refused submission keeps the answers and can be sent again', async ({ page }) => {
  const path = 'finance-webinar';
  const applicant = newApplicant('Casey');
  await page.goto(`/${path}`);
  await fillPersonalInformation(page, applicant);
  await page
    .getByRole('radiogroup', { name: /How would you rate your experience/ })
    .getByText('Some experience')
    .click();
  await page.getByRole('textbox', { name: /What questions would you like/ }).fill('How should I budget in the offseason?');
  await signForm(page, applicant);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();

  setProgramActive(path, false);
  try {
    await submit.click();
    const dialog = page.getByRole('alertdialog', { name: 'ERROR: Failed to save your data.' });
    await expect(dialog).toContainText('The application for this program is now closed');
    await expectNoAxeViolations(page, 'save error modal');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(applicant.lastName);
    await expect(page.getByRole('textbox', { name: 'Digital Signature' })).toHaveValue(`${applicant.firstName} ${applicant.lastName}`);
  } finally {
    setProgramActive(path, true);
  }

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
});
