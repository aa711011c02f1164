import { expect, type Page } from '@playwright/test';
import { fillPersonalInformation, signForm, type Applicant } from './applicant.ts';
import { uploadResume } from './resume-upload.ts';

/**
 * Applies to the coaches academy (/coaches-academy: acceptance required, then
 * a $250 fee) through the public form, its resume uploaded, and waits for
 * the confirmation.
 */
export async function applyToCoachesAcademy(page: Page, applicant: Applicant): Promise<void> {
  await page.goto('/coaches-academy');
  await fillPersonalInformation(page, applicant);
  await page.getByRole('combobox', { name: "Men's Shirt Size" }).selectOption({ index: 2 });
  await page.getByRole('textbox', { name: /Why do you want to attend/ }).fill('To grow as a coach.');
  await page.getByRole('radiogroup', { name: 'Which side of the ball do you coach?' }).getByText('Offense').click();
  await page.getByRole('group', { name: /Which topics interest you most/ }).getByText('Recruiting').click();
  await page.getByRole('combobox', { name: /What level do you currently coach at/ }).selectOption({ label: 'High school' });
  await uploadResume(page);
  await signForm(page, applicant);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
}
