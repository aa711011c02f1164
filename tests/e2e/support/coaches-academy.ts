import { expect, type Page } from '@playwright/test';
import { fillPersonalInformation, signForm, type Applicant } from './applicant.ts';
import { uploadResume } from './resume-upload.ts';

/**
 * Answers the coaches academy's FootballExperience ('Current College Player
 * / Staff': school, job title, years of experience) and NCAAExperience
 * (division FBS, then a conference from the player database list) with valid
 * values (spec §4, §5).
 */
export async function answerCoachingExperience(page: Page): Promise<void> {
  const football = page.getByRole('group', { name: 'Football Experience' });
  await football
    .getByRole('radiogroup', { name: 'Which best describes your football experience?' })
    .getByText('Current College Player / Staff')
    .click();
  await football.getByRole('textbox', { name: 'School You Work For' }).fill('Rutgers University');
  await football.getByRole('textbox', { name: 'Job Title' }).fill('Defensive Quality Control Coach');
  await football.getByRole('spinbutton', { name: 'Years of Experience' }).fill('3');
  const ncaa = page.getByRole('group', { name: 'NCAA Experience' });
  await ncaa.getByRole('combobox', { name: 'College Division' }).selectOption({ label: 'FBS' });
  await ncaa.getByRole('combobox', { name: 'Conference' }).selectOption({ label: 'Big Ten Conference' });
}

/**
 * Applies to the coaches academy (/coaches-academy: acceptance required, then
 * a $250 fee) through the public form, coaching experience answered and its
 * resume uploaded, and waits for the confirmation.
 */
export async function applyToCoachesAcademy(page: Page, applicant: Applicant): Promise<void> {
  await page.goto('/coaches-academy');
  await fillPersonalInformation(page, applicant);
  await page.getByRole('combobox', { name: "Men's Shirt Size" }).selectOption({ index: 2 });
  await answerCoachingExperience(page);
  await page.getByRole('textbox', { name: /Why do you want to attend/ }).fill('To grow as a coach.');
  await page.getByRole('radiogroup', { name: 'Which side of the ball do you coach?' }).getByText('Offense').click();
  await page
    .getByRole('group', { name: /Which topics interest you most/ })
    .getByText('Recruiting')
    .click();
  await page.getByRole('combobox', { name: /What level do you currently coach at/ }).selectOption({ label: 'High school' });
  await uploadResume(page);
  await signForm(page, applicant);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
}
