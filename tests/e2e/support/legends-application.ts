import { expect, type Page } from '@playwright/test';
import { fillPersonalInformation, fillPlayingHistory, signForm, type Applicant } from './applicant.ts';
import { submitApplication } from './submit-application.ts';

/** A Legend's company as typed into the Legends Directory form (United States address). */
export interface LegendsCompany {
  name: string;
  /** Label of one industry checkbox, e.g. 'Accommodation and Food Services'. */
  industry: string;
  /** Label of the 'Company State' option, e.g. 'Georgia'. */
  stateName: string;
  city: string;
}

/**
 * Applies to /nfl-legends-directory as `applicant` with `company`: personal
 * information and playing history, the player database record typed in
 * (no player chosen), the company with one industry, the MBE certification
 * and a Regional service area, its contact, the Legend's ownership, the
 * questions and the signature; submits and waits for the confirmation.
 */
export async function applyToLegendsDirectory(page: Page, applicant: Applicant, company: LegendsCompany): Promise<void> {
  await page.goto('/nfl-legends-directory');
  // The whole form loads first (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'NFL Legends Business Directory', level: 1 })).toBeVisible({ timeout: 60_000 });
  await fillPersonalInformation(page, applicant);
  await fillPlayingHistory(page);

  const record = page.getByRole('group', { name: 'Player Database Information' });
  await record.getByRole('textbox', { name: 'First Name' }).fill(applicant.firstName);
  await record.getByRole('textbox', { name: 'Last Name' }).fill(applicant.lastName);
  const college = record.getByRole('combobox', { name: 'College', exact: true });
  await college.fill('Rutgers University');
  await page.keyboard.press('Tab');
  await expect(college).toHaveAttribute('aria-expanded', 'false');
  await record.getByRole('textbox', { name: 'Birth Date' }).fill('04/12/1988');

  const section = page.getByRole('group', { name: 'Company Information' });
  await section.getByRole('textbox', { name: 'Company Name' }).fill(company.name);
  await section.getByRole('textbox', { name: 'Company Address', exact: true }).fill('200 Peachtree Street');
  await section.getByRole('textbox', { name: 'Company City' }).fill(company.city);
  await section.getByRole('combobox', { name: 'Company State' }).selectOption({ label: company.stateName });
  await section.getByRole('textbox', { name: 'Company Postal Code' }).fill('30303');
  await section.getByRole('textbox', { name: 'Company Phone' }).fill('(404) 555-0140');
  await section.getByRole('textbox', { name: 'Company Email Address' }).fill('hello@redzone.example.com');
  await section.getByRole('textbox', { name: 'Company Website' }).fill('redzone.example.com');
  await section.getByRole('textbox', { name: 'Number of Employees' }).fill('25');
  await section.getByRole('textbox', { name: 'Year Formed' }).fill('2016');
  await section.getByRole('textbox', { name: 'Federal Tax ID' }).fill('58-1234567');
  await section.getByRole('combobox', { name: 'Service Area' }).selectOption({ label: 'Regional' });
  await section
    .getByRole('group', { name: 'Business Certifications' })
    .getByText('MBE (Minority Business Enterprise)', { exact: true })
    .click();
  await section.getByRole('group', { name: 'Industry' }).getByText(company.industry, { exact: true }).click();
  await section.getByRole('group', { name: 'Football Areas' }).getByText('Development', { exact: true }).click();

  const contact = page.getByRole('group', { name: 'Company Contact Information' });
  await contact.getByRole('textbox', { name: 'Contact First Name' }).fill('Robin');
  await contact.getByRole('textbox', { name: 'Contact Last Name' }).fill('Hale');
  await contact.getByRole('textbox', { name: 'Contact Title' }).fill('General Manager');
  await contact.getByRole('textbox', { name: 'Contact Primary Phone' }).fill('(404) 555-0141');
  await contact.getByRole('textbox', { name: 'Contact Email Address' }).fill('robin@redzone.example.com');

  const ownership = page.getByRole('group', { name: 'Business Ownership' });
  await ownership.getByRole('textbox', { name: "Legend's Ownership %" }).fill('100');
  await ownership.getByRole('radiogroup', { name: 'Is the Legend involved in the business day to day?' }).getByText('Yes').click();
  await page.getByRole('radiogroup', { name: 'Are you interested in supplier opportunities with NFL clubs?' }).getByText('Yes').click();
  await signForm(page, applicant);
  await submitApplication(page);
}
