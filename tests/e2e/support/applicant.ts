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

/**
 * Fills the PersonalInformation component (spec §5 personal required set)
 * with valid US answers, inside its 'Personal Information' group (other
 * components of the same form may repeat labels such as First Name or
 * College). The college is typed as free text into its suggestion combobox
 * and the input left (Tab), as an applicant moving on would.
 */
export async function fillPersonalInformation(page: Page, applicant: Applicant): Promise<void> {
  const personal = page.getByRole('group', { name: 'Personal Information' });
  await personal.getByRole('textbox', { name: 'First Name' }).fill(applicant.firstName);
  await personal.getByRole('textbox', { name: 'Last Name' }).fill(applicant.lastName);
  await personal.getByRole('textbox', { name: 'Email Address' }).fill(applicant.email);
  await personal.getByRole('textbox', { name: 'Birth Date' }).fill('04/12/1988');
  await personal.getByRole('textbox', { name: 'Primary Phone' }).fill('(212) 555-0188');
  await personal.getByRole('textbox', { name: 'Address', exact: true }).fill('345 Park Avenue');
  await personal.getByRole('textbox', { name: 'City' }).fill('New York');
  await personal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'New York' });
  await personal.getByRole('textbox', { name: 'Postal Code' }).fill('10154');
  const college = personal.getByRole('combobox', { name: 'College', exact: true });
  await college.fill('Rutgers University');
  // Leaving the input keeps the typed college and closes its suggestions, which would hide the rest of the form while open.
  // (page.keyboard: while the list is open the label is hidden, so the locator cannot name the input.)
  await page.keyboard.press('Tab');
  await expect(college).toHaveAttribute('aria-expanded', 'false');
  await expect(college).toHaveValue('Rutgers University');
}

/**
 * Answers the playing history PersonalInformation asks for when configured
 * (spec §3 requireNumYearsPlayed: 'Years Played' 1-20 and 'Last Year
 * Played'; requireShirtSize: "Men's Shirt Size"); questions the form does not
 * show are skipped.
 */
export async function fillPlayingHistory(
  page: Page,
  answers: { yearsPlayed?: string; lastYearPlayed?: string; shirtSize?: string } = {},
): Promise<void> {
  const personal = page.getByRole('group', { name: 'Personal Information' });
  const years = personal.getByRole('combobox', { name: 'Years Played' });
  if ((await years.count()) > 0) {
    await years.selectOption({ label: answers.yearsPlayed ?? '6' });
    await personal.getByRole('combobox', { name: 'Last Year Played' }).selectOption({ label: answers.lastYearPlayed ?? '2015' });
  }
  const shirt = personal.getByRole('combobox', { name: "Men's Shirt Size" });
  if ((await shirt.count()) > 0) await shirt.selectOption({ label: answers.shirtSize ?? 'XL' });
}

/** Signs the form (DigitalSignature component). */
export async function signForm(page: Page, applicant: Applicant): Promise<void> {
  await page.getByRole('textbox', { name: 'Digital Signature' }).fill(`${applicant.firstName} ${applicant.lastName}`);
}

/** Expects the Submit button to be active (all required fields valid). */
export async function expectSubmitEnabled(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
}
