import { expect, type Page } from '@playwright/test';

/** An applicant's personal information as typed into the form. */
export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

/** A fresh applicant whose name is unique to this run (so lists can be searched for it). */
export function newApplicant(label: string): Applicant {
  const suffix = `${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  return { firstName: `${label}`, lastName: `Tester${suffix}`, email: `${label.toLowerCase()}.${suffix}@example.com` };
}

/** Fills the PersonalInformation component (spec §5 personal required set) with valid US answers. */
export async function fillPersonalInformation(page: Page, applicant: Applicant): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name' }).fill(applicant.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(applicant.lastName);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(applicant.email);
  await page.getByRole('textbox', { name: 'Birth Date' }).fill('04/12/1988');
  await page.getByRole('textbox', { name: 'Primary Phone' }).fill('(212) 555-0188');
  await page.getByRole('textbox', { name: /^Address/ }).first().fill('345 Park Avenue');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'New York' });
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('10154');
  await page.getByRole('textbox', { name: 'College' }).fill('Rutgers University');
}

/** Signs the form (DigitalSignature component). */
export async function signForm(page: Page, applicant: Applicant): Promise<void> {
  await page.getByRole('textbox', { name: 'Digital Signature' }).fill(`${applicant.firstName} ${applicant.lastName}`);
}

/** Expects the Submit button to be active (all required fields valid). */
export async function expectSubmitEnabled(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
}
