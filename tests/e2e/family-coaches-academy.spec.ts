import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm } from './support/applicant.ts';
import { uploadPdfFile } from './support/pdf-upload.ts';
import { submitApplication } from './support/submit-application.ts';

/**
 * Coaches academy family (spec §2 level selection, §4 FootballExperience and
 * NCAAExperience rules): the level selection sends an experienced coach to
 * the pro academy and a coach with limited experience to the basic academy,
 * whose form is completed with both experience branches tried and submitted.
 */
test('the level selection leads to the basic academy, whose form is completed with its experience branches', async ({ page }) => {
  const applicant = newApplicant('Harper');
  await page.goto('/coaches-academy-experience');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, 'coaches academy level selection');
  await page.getByRole('radio', { name: '5 years of head coaching experience at the high school level' }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/coaches-academy-pro$/);
  await expect(page.getByRole('heading', { name: 'Coaches Academy Pro', level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/coaches-academy-experience$/);
  await page.getByRole('radio', { name: '0-4 years of assistant coaching, interning or shadowing experience' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/coaches-academy-basic$/);
  await expect(page.getByRole('heading', { name: 'Coaches Academy Basic', level: 1 })).toBeVisible();

  await fillPersonalInformation(page, applicant);
  await page.getByRole('combobox', { name: "Men's Shirt Size" }).selectOption({ label: 'Large' });

  // spec §4 FootballExperience: each choice shows its own group; switching drops the other group.
  const football = page.getByRole('group', { name: 'Football Experience' });
  const choice = football.getByRole('radiogroup', { name: 'Which best describes your football experience?' });
  await choice.getByText('Former NFL Player').click();
  const lastTeam = football.getByRole('combobox', { name: 'Last Team Played For' });
  await lastTeam.selectOption({ label: 'Baltimore Ravens' });
  await football.getByRole('combobox', { name: 'Last Season Played in NFL' }).selectOption({ label: '2014' });
  await expect(football.getByRole('textbox', { name: 'School Played For' })).toHaveCount(0);
  await choice.getByText('Former College Player').click();
  await expect(lastTeam).toHaveCount(0);
  await expect(football.getByRole('combobox', { name: 'Last Season Played in NFL' })).toHaveCount(0);
  await football.getByRole('textbox', { name: 'School Played For' }).fill('Temple University');
  await football.getByRole('combobox', { name: 'Last Season Played in College' }).selectOption({ label: '2010' });
  await football.getByRole('textbox', { name: 'Head Coach Played For' }).fill('Al Golden');

  // spec §4 NCAAExperience: the division loads its conferences; N/A sets the conference to NA.
  const ncaa = page.getByRole('group', { name: 'NCAA Experience' });
  const conference = ncaa.getByRole('combobox', { name: 'Conference' });
  await expect(conference).toBeDisabled();
  await ncaa.getByRole('combobox', { name: 'College Division' }).selectOption({ label: 'Division II' });
  await expect(conference.getByRole('option', { name: 'Pennsylvania State Athletic Conference' })).toHaveCount(1);
  await expect(conference.getByRole('option', { name: 'Big Ten Conference' })).toHaveCount(0);
  await conference.selectOption({ label: 'Pennsylvania State Athletic Conference' });
  await ncaa.getByRole('combobox', { name: 'College Division' }).selectOption({ label: 'N/A' });
  const noConference = ncaa.getByRole('textbox', { name: 'Conference' });
  await expect(noConference).toHaveValue('NA');
  await expect(noConference).not.toBeEditable();

  const questions = page.getByRole('group', { name: 'Questions' });
  await questions
    .getByRole('textbox', { name: 'Why do you want to attend the Coaches Academy Basic?' })
    .fill('To learn how to run a position room.');
  await questions.getByRole('radiogroup', { name: 'Which side of the ball do you coach?' }).getByText('Special teams').click();
  await questions.getByRole('group', { name: 'Which topics interest you most?' }).getByText('Game planning', { exact: true }).click();
  await questions.getByRole('combobox', { name: 'What level do you currently coach at?' }).selectOption({ label: 'Junior college' });
  await uploadPdfFile(page, 'Resume', 'Coaching Resume.pdf', page.getByRole('group', { name: 'Resume Upload' }));
  await signForm(page, applicant);
  await expectNoAxeViolations(page, 'coaches academy basic form, filled');

  const sent = await submitApplication(page);
  expect(sent.answers['footballExperience']).toEqual({
    footballExperience: 'formerCollegePlayer',
    schoolPlayedFor: 'Temple University',
    lastSeasonPlayedInCollege: 2010,
    headCoachPlayedFor: 'Al Golden',
  });
  expect(sent.answers['ncaaExperience']).toEqual({ collegeDivision: 'N/A', conferenceCurrentlyCoachingIn: 'NA' });
  await expectNoAxeViolations(page, 'coaches academy basic confirmation');
});
