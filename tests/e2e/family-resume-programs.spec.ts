import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm } from './support/applicant.ts';
import { uploadPdfFile } from './support/pdf-upload.ts';
import { submitApplication } from './support/submit-application.ts';

/**
 * Resume programs family (spec §1 two resume programs, §2 PreferredTeams
 * with AFC/NFC groups and 'No Preference', §5 one resume file): an
 * applicant to the Internship Program picks a club of each conference,
 * uploads a PDF resume and submits.
 */
test('an applicant to /internship-program picks preferred clubs in both conferences and uploads a resume', async ({ page }) => {
  const applicant = newApplicant('Emerson');
  await page.goto('/internship-program');
  await expect(page.getByRole('heading', { name: 'NFL Club Internship Program', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);

  const teams = page.getByRole('group', { name: 'Preferred Teams' }).last();
  await expect(teams).toContainText('Select the clubs you would most like to intern with.');
  const afc = teams.getByRole('group', { name: 'AFC' });
  const nfc = teams.getByRole('group', { name: 'NFC' });
  await expect(afc.getByRole('checkbox')).toHaveCount(16);
  await expect(nfc.getByRole('checkbox')).toHaveCount(16);
  const noPreference = teams.getByRole('checkbox', { name: 'No Preference' });
  await teams.getByText('No Preference', { exact: true }).click();
  await expect(noPreference).toBeChecked();
  // Choosing a club drops 'No Preference' (spec §3 preferredTeams: clubs or No Preference).
  await nfc.getByText('Green Bay Packers', { exact: true }).click();
  await afc.getByText('Pittsburgh Steelers', { exact: true }).click();
  await expect(noPreference).not.toBeChecked();
  await expect(nfc.getByRole('checkbox', { name: 'Green Bay Packers' })).toBeChecked();
  await expect(afc.getByRole('checkbox', { name: 'Pittsburgh Steelers' })).toBeChecked();

  const submit = page.getByRole('button', { name: 'Submit' });
  const questions = page.getByRole('group', { name: 'Questions' });
  await questions
    .getByRole('group', { name: 'Which departments interest you?' })
    .getByText('Marketing and partnerships', { exact: true })
    .click();
  await questions
    .getByRole('radiogroup', { name: 'Are you able to relocate for the internship?' })
    .getByText('Only within my current region')
    .click();
  await questions
    .getByRole('textbox', { name: /Describe a project or role/ })
    .fill('I ran the marketing of my family business for two seasons.');
  await signForm(page, applicant);
  // spec §5: the required resume keeps the form incomplete until a file is stored.
  await expect(submit).toBeDisabled();

  const storedName = await uploadPdfFile(
    page,
    'Resume',
    `${applicant.lastName} Resume.pdf`,
    page.getByRole('group', { name: 'Resume Upload' }),
  );
  await expectNoAxeViolations(page, 'internship program form with a resume');

  const sent = await submitApplication(page);
  expect(sent.answers['preferredTeams']).toEqual({ preferredTeams: ['Pittsburgh Steelers', 'Green Bay Packers'] });
  expect(JSON.stringify(sent.answers['fileUpload'])).toContain(storedName);
  await expectNoAxeViolations(page, 'internship program confirmation');
});
