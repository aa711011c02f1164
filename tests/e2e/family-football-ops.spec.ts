import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, fillPlayingHistory, newApplicant, signForm } from './support/applicant.ts';
import { uploadPdfFile } from './support/pdf-upload.ts';
import { submitApplication } from './support/submit-application.ts';

/**
 * Football Ops family (spec §1 football-ops submission and football-areas
 * programs, §2 legal disclaimer modal and decline page): the release
 * agreement is declined, then accepted; the company, the proposal, its
 * document and the questions with 'Other' are answered and submitted. The
 * scouting fellowship's FootballBackground branches are tried and submitted.
 */
test('a proposal to /NFL_Forward_Crowdsourcing: release agreement declined then accepted, company, proposal, upload and Other answers', async ({
  page,
}) => {
  const applicant = newApplicant('Rowan');
  await page.goto('/NFL_Forward_Crowdsourcing');
  const agreement = page.getByRole('dialog', { name: 'Submission Release Agreement' });
  await expect(agreement).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'release agreement');

  await agreement.getByRole('button', { name: 'I decline' }).click();
  await expect(page.getByRole('heading', { name: 'You have declined our terms and conditions.' })).toBeVisible();
  await expect(agreement).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'declined page');

  await page.reload();
  await expect(agreement).toBeVisible();
  await agreement.getByRole('button', { name: 'I accept' }).click();
  await expect(agreement).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  const company = page.getByRole('group', { name: 'Company Information' });
  await company.getByRole('textbox', { name: 'First Name' }).fill(applicant.firstName);
  await company.getByRole('textbox', { name: 'Last Name' }).fill(applicant.lastName);
  await company.getByRole('textbox', { name: 'Company Name' }).fill('Gridiron Sensors Inc.');
  await company.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Innovation Way');
  await company.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
  await company.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Pennsylvania' });
  await company.getByRole('textbox', { name: 'Postal Code' }).fill('15213-3890');
  await company.getByRole('textbox', { name: 'Phone Number' }).fill('412-555-0175');
  await company.getByRole('textbox', { name: 'Email Address' }).fill(applicant.email);
  await company.getByRole('textbox', { name: 'Company Website' }).fill('gridironsensors.example.com');

  const proposal = page.getByRole('group', { name: 'Proposal', exact: true });
  await proposal.getByRole('textbox', { name: 'Proposal Title' }).fill('Helmet impact sensors for youth football');
  await proposal.getByRole('textbox', { name: 'First Name' }).fill(applicant.firstName);
  await proposal.getByRole('textbox', { name: 'Last Name' }).fill(applicant.lastName);

  const documents = page.getByRole('group', { name: 'Proposal Documents' });
  const storedName = await uploadPdfFile(page, 'Proposal', 'Helmet Sensors Proposal.pdf', documents);

  // Questions: 'Other' reveals a required 'Please specify other:' text (spec §5).
  const questions = page.getByRole('group', { name: 'Questions' });
  const otherTexts = questions.getByRole('textbox', { name: 'Please specify other:' });
  await questions
    .getByRole('group', { name: 'Which football areas does your proposal address?' })
    .getByText('Equipment', { exact: true })
    .click();
  await questions
    .getByRole('group', { name: 'Which football areas does your proposal address?' })
    .getByText('Other', { exact: true })
    .click();
  await expect(otherTexts).toHaveCount(1);
  await otherTexts.first().fill('Player health research');
  await questions
    .getByRole('textbox', { name: 'Summarize your proposal and the problem it solves.' })
    .fill('Low-cost sensors that flag hard hits during youth practices.');
  await questions.getByRole('radiogroup', { name: 'What stage is your proposal in?' }).getByText('Other', { exact: true }).click();
  await expect(otherTexts).toHaveCount(2);
  await questions.getByRole('combobox', { name: 'How did you hear about NFL Forward?' }).selectOption({ label: 'Colleague' });

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await otherTexts.nth(1).fill('Field trial with two high schools');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page, 'football ops form, filled');

  const sent = await submitApplication(page);
  expect(sent.answers['fopsCompanyInformation']).toMatchObject({
    firstName: applicant.firstName,
    companyName: 'Gridiron Sensors Inc.',
    stateCode: 'PA',
  });
  expect(sent.answers['proposalHeader']).toMatchObject({ proposalTitle: 'Helmet impact sensors for youth football' });
  expect(JSON.stringify(sent.answers['fileUpload'])).toContain(storedName);
  const questionAnswers = JSON.stringify(sent.answers['questions']);
  expect(questionAnswers).toContain('Player health research');
  expect(questionAnswers).toContain('Field trial with two high schools');
  await expectNoAxeViolations(page, 'football ops confirmation');
});

test('the scouting fellowship (/nunn-wooten-scouting-fellowship): football background switched from the NFL to another league', async ({
  page,
}) => {
  const applicant = newApplicant('Reese');
  await page.goto('/nunn-wooten-scouting-fellowship');
  await expect(page.getByRole('heading', { name: 'Nunn-Wooten Scouting Fellowship', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  await fillPlayingHistory(page);

  // spec §4 FootballBackground: yes asks the league; the NFL adds its details, Other asks the league's name.
  const background = page.getByRole('group', { name: 'Football Background' });
  await expect(background.getByRole('combobox', { name: 'Which league?' })).toHaveCount(0);
  await background.getByRole('radiogroup', { name: 'Are you a current or former football player?' }).getByText('Yes').click();
  const league = background.getByRole('combobox', { name: 'Which league?' });
  await league.selectOption({ label: 'NFL' });
  const lastTeam = background.getByRole('combobox', { name: 'Last Team Played For' });
  await lastTeam.selectOption({ label: 'Kansas City Chiefs' });
  await background.getByRole('combobox', { name: 'Years Played in NFL' }).selectOption({ label: '4' });
  await league.selectOption({ label: 'Other' });
  await expect(lastTeam).toHaveCount(0);
  await expect(background.getByRole('combobox', { name: 'Years Played in NFL' })).toHaveCount(0);
  await background.getByRole('textbox', { name: 'Other League' }).fill('United Football League');

  const questions = page.getByRole('group', { name: 'Questions' });
  await questions
    .getByRole('group', { name: 'Which football operations areas interest you most?' })
    .getByText('Pipeline', { exact: true })
    .click();
  await questions
    .getByRole('textbox', { name: 'Describe any scouting or player evaluation experience you have.' })
    .fill('Graded film for my college staff for two seasons.');
  await questions.getByRole('radiogroup', { name: 'Can you travel for the full length of the fellowship?' }).getByText('Yes').click();
  await uploadPdfFile(page, 'Resume', 'Scouting Resume.pdf', page.getByRole('group', { name: 'Resume Upload' }));
  await signForm(page, applicant);
  await expectNoAxeViolations(page, 'scouting fellowship form, filled');

  const sent = await submitApplication(page);
  expect(sent.answers['footballBackground']).toEqual({
    currentFormerFootballPlayer: 'yes',
    whichLeague: 'Other',
    otherLeague: 'United Football League',
  });
  await expectNoAxeViolations(page, 'scouting fellowship confirmation');
});
