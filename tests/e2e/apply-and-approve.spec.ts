import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm } from './support/applicant.ts';
import { answerCoachingExperience } from './support/coaches-academy.ts';
import { uploadResume } from './support/resume-upload.ts';
import { signInAs } from './support/staff.ts';

/**
 * The foundation outcome: an applicant applies to the coaches academy; the
 * demo admin finds them in the participants list, opens the detail, approves
 * them and sees the new status in the list and in the log history.
 */
test('an applicant applies to the coaches academy and the admin approves them', async ({ page }) => {
  const applicant = newApplicant('Jordan');

  await page.goto('/coaches-academy');
  await expect(page.getByRole('heading', { name: 'Coaches Academy', level: 1 })).toBeVisible();
  await expect(page.getByText('Please note: Submit button will not activate until all required fields are filled out')).toBeVisible();
  await expectNoAxeViolations(page, 'coaches academy form');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await submit.hover();
  await expect(page.getByText('Please supply values for:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^First Name$/ })).toBeVisible();

  await fillPersonalInformation(page, applicant);
  await page.getByRole('combobox', { name: "Men's Shirt Size" }).selectOption({ index: 2 });
  await answerCoachingExperience(page);
  await page.getByRole('textbox', { name: /Why do you want to attend/ }).fill('To learn how NFL staffs plan a season.');
  await page.getByRole('radiogroup', { name: 'Which side of the ball do you coach?' }).getByText('Defense').click();
  await expect(page.getByRole('radio', { name: 'Defense' })).toBeChecked();
  await page
    .getByRole('group', { name: /Which topics interest you most/ })
    .getByText('Player development')
    .click();
  await expect(page.getByRole('checkbox', { name: 'Player development' })).toBeChecked();
  await page.getByRole('combobox', { name: /What level do you currently coach at/ }).selectOption({ label: 'NCAA FCS' });
  await uploadResume(page);
  await signForm(page, applicant);

  await expect(submit).toBeEnabled();
  await submit.hover();
  await expect(page.getByText('All required fields have values')).toBeVisible();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'submission confirmation');

  await signInAs(page, 'admin@huddle.test', '/app/admin/programs');
  await expect(page.getByRole('heading', { name: 'Please Select Program' })).toBeVisible();
  await expectNoAxeViolations(page, 'program picker');

  await page.getByRole('link', { name: 'Coaches Academy', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Coaches Academy Participants' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: applicant.lastName });
  await expect(row).toContainText('SUBMITTED');
  await expectNoAxeViolations(page, 'participants list');

  await row.getByRole('link', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant Name' })).toBeVisible();
  await expect(page.getByText(`${applicant.firstName} ${applicant.lastName}`).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'College', exact: true })).toHaveValue('Rutgers University');
  await expectNoAxeViolations(page, 'participant detail');

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to approve`);
  await expectNoAxeViolations(page, 'approve confirmation');
  await dialog.getByRole('button', { name: 'Yes' }).click();

  const log = page.getByRole('table', { name: 'Log History' });
  await expect(log).toContainText('APPROVED');
  await expect(log).toContainText('SUBMITTED');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Participants' }).click();
  await expect(page.getByRole('row').filter({ hasText: applicant.lastName })).toContainText('APPROVED');
  await expect(page.getByRole('row').filter({ hasText: applicant.lastName }).getByRole('img', { name: 'Approved' })).toBeVisible();
});
