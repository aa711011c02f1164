import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, fillPlayingHistory, newApplicant, signForm } from './support/applicant.ts';
import { submitApplication } from './support/submit-application.ts';

/**
 * Legends Directory family (spec §1 business directory, §2 components, §4,
 * §5): a Legend finds their player database record, lists a company outside
 * the United States with an 'Other' certification, its contact and its
 * owners, and submits; a `?p=` link preloads the record with its fields locked.
 */

const path = '/nfl-legends-directory';

/** Player database records matching `pattern`, through the program's public search (spec §7 search-player-db). */
async function searchPlayers(
  page: Page,
  pattern: string,
): Promise<{ playerId: number; firstName: string; lastName: string; college: string }[]> {
  const response = await page.request.get(`/api/events/2/search-player-db/${pattern}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { players: { playerId: number; firstName: string; lastName: string; college: string }[] }).players;
}

test('a Legend lists a company: player search, non-US address, Other certification, contact and owners', async ({ page }) => {
  // About 70 form actions; each waits for the form to render the change (1 to 2.5 s apiece measured on a busy machine).
  test.setTimeout(180_000);
  const applicant = newApplicant('Dakota');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'NFL Legends Business Directory', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  await fillPlayingHistory(page);

  // spec §5: the player search suggests after more than 1 character; choosing fills and locks the record.
  const [player] = await searchPlayers(page, 'mar');
  if (!player) throw new Error("the seeded player database has no player matching 'mar'");
  const record = page.getByRole('group', { name: 'Player Database Information' });
  const search = record.getByRole('combobox', { name: 'Player Database Search' });
  await search.fill('m');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await search.fill('mar');
  await page
    .getByRole('option', { name: new RegExp(`^${player.firstName} ${player.lastName} \\(`) })
    .first()
    .click();
  await expect(record.getByRole('textbox', { name: 'First Name' })).toHaveValue(player.firstName);
  await expect(record.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  await expect(record.getByRole('textbox', { name: 'Last Name' })).toHaveValue(player.lastName);
  await expect(record.getByRole('textbox', { name: 'Last Name' })).toBeDisabled();
  await expect(record.getByRole('combobox', { name: 'College', exact: true })).toHaveValue(player.college);
  await expect(record.getByRole('combobox', { name: 'College', exact: true })).toBeDisabled();
  await expect(record.getByRole('textbox', { name: 'Birth Date' })).toBeDisabled();

  // spec §4: outside the United States of America the state is free text.
  const company = page.getByRole('group', { name: 'Company Information' });
  await company.getByRole('textbox', { name: 'Company Name' }).fill('Fourth Quarter Logistics');
  await expect(company.getByRole('combobox', { name: 'Company State' })).toBeVisible();
  await company.getByRole('combobox', { name: 'Company Country' }).selectOption({ label: 'Canada' });
  await expect(company.getByRole('combobox', { name: 'Company State' })).toHaveCount(0);
  await company.getByRole('textbox', { name: 'Company State' }).fill('Ontario');
  await company.getByRole('textbox', { name: 'Company Address', exact: true }).fill('100 King Street West');
  await company.getByRole('textbox', { name: 'Company City' }).fill('Toronto');
  await company.getByRole('textbox', { name: 'Company Postal Code' }).fill('M5X 1A9');
  await company.getByRole('textbox', { name: 'Company Phone' }).fill('+1 (416) 555-0100');
  await company.getByRole('textbox', { name: 'Company Email Address' }).fill('office@fourthquarter.example.com');
  await company.getByRole('textbox', { name: 'Company Website' }).fill('fourthquarter.example.com');
  await company.getByRole('textbox', { name: 'Number of Employees' }).fill('42');
  await company.getByRole('textbox', { name: 'Year Formed' }).fill('2012');
  await company.getByRole('textbox', { name: 'Federal Tax ID' }).fill('12-3456789');
  await company.getByRole('combobox', { name: 'Service Area' }).selectOption({ label: 'National' });
  const certifications = company.getByRole('group', { name: 'Business Certifications' });
  await certifications.getByText('MBE (Minority Business Enterprise)', { exact: true }).click();
  await expect(company.getByRole('textbox', { name: 'Please specify other:' })).toHaveCount(0);
  await certifications.getByText('Other', { exact: true }).click();
  await company.getByRole('textbox', { name: 'Please specify other:' }).fill('Canadian Aboriginal and Minority Supplier Council');
  await company.getByRole('group', { name: 'Industry' }).getByText('Transportation and Logistics', { exact: true }).click();
  await company.getByRole('group', { name: 'Football Areas' }).getByText('Equipment', { exact: true }).click();

  const contact = page.getByRole('group', { name: 'Company Contact Information' });
  await contact.getByRole('textbox', { name: 'Contact First Name' }).fill('Pat');
  await contact.getByRole('textbox', { name: 'Contact Last Name' }).fill("O'Neil");
  await contact.getByRole('textbox', { name: 'Contact Title' }).fill('Operations Director');
  await contact.getByRole('textbox', { name: 'Contact Primary Phone' }).fill('(416) 555-0101');
  await contact.getByRole('textbox', { name: 'Contact Email Address' }).fill('pat@fourthquarter.example.com');

  // spec §5 owners: a name is required to add one; entries are numbered from 1 and removed by number.
  const ownership = page.getByRole('group', { name: 'Business Ownership' });
  await ownership.getByRole('textbox', { name: "Legend's Ownership %" }).fill('60');
  await ownership.getByRole('radiogroup', { name: 'Is the Legend involved in the business day to day?' }).getByText('Yes').click();
  const owners = ownership.getByRole('table', { name: 'Other Owners' });
  await expect(owners).toContainText("No 'Other Owners' Specified");
  await owners.getByRole('textbox', { name: 'Owner Title' }).fill('Partner');
  await owners.getByRole('textbox', { name: 'Owner %' }).fill('20');
  await owners.getByRole('button', { name: 'Add Owner' }).click();
  await expect(owners.getByText("'Owner Name' required")).toBeVisible();
  await expect(owners).toContainText("No 'Other Owners' Specified");
  await owners.getByRole('textbox', { name: 'Owner Name' }).fill('Casey Partner');
  await owners.getByRole('button', { name: 'Add Owner' }).click();
  await expect(owners.getByRole('row').filter({ hasText: 'Casey Partner' })).toBeVisible();
  await expect(owners.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('');
  for (const [name, title, percent] of [['Jordan Investor', 'Investor', '20']] as const) {
    await owners.getByRole('textbox', { name: 'Owner Name' }).fill(name);
    await owners.getByRole('textbox', { name: 'Owner Title' }).fill(title);
    await owners.getByRole('textbox', { name: 'Owner %' }).fill(percent);
    await owners.getByRole('button', { name: 'Add Owner' }).click();
  }
  await expect(owners.getByRole('row').filter({ hasText: 'Jordan Investor' })).toBeVisible();
  await expect(ownership.getByText('You have listed the most other owners allowed (2). Remove one to add another.')).toBeVisible();
  await owners.getByRole('button', { name: 'Remove other owner 1: Casey Partner' }).click();
  await expect(owners.getByRole('row').filter({ hasText: 'Casey Partner' })).toHaveCount(0);
  await expect(owners.getByRole('button', { name: 'Remove other owner 1: Jordan Investor' })).toBeVisible();

  await page
    .getByRole('radiogroup', { name: 'Are you interested in supplier opportunities with NFL clubs?' })
    .getByText('Not sure yet')
    .click();
  await signForm(page, applicant);
  await expectNoAxeViolations(page, 'Legends directory form, filled');

  const sent = await submitApplication(page);
  expect(sent.answers['playerDbInfo']).toMatchObject({ playerId: player.playerId, firstName: player.firstName, lastName: player.lastName });
  expect(sent.answers['companyInformation']).toMatchObject({ country: 'Canada', stateCode: 'Ontario', postalCode: 'M5X 1A9' });
  expect(JSON.stringify(sent.answers['companyInformation'])).toContain('Canadian Aboriginal and Minority Supplier Council');
  expect(sent.answers['businessOwnershipInformation']?.['additionalBusinessOwners']).toEqual([
    { ownerNumber: 1, ownerName: 'Jordan Investor', ownerTitle: 'Investor', ownerPercent: '20' },
  ]);
  await expectNoAxeViolations(page, 'Legends directory confirmation');

  // spec §2: the same player's link now reads as enrolled.
  await page.goto(`${path}?p=${player.playerId}`);
  await expect(page.getByRole('heading', { name: 'Thank you for enrolling in NFL Legends Business Directory.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('a ?p= link preloads the player database record with its fields locked', async ({ page }) => {
  // A player other than the one the search journey enrolls (its pattern 'mar' matches neither name nor college).
  const players = await searchPlayers(page, 'son');
  const player = players.filter((found) => !/mar/i.test(`${found.firstName} ${found.lastName} ${found.college}`)).at(-1);
  if (!player) throw new Error("the seeded player database has no player matching 'son'");
  await page.goto(`${path}?p=${player.playerId}`);
  const record = page.getByRole('group', { name: 'Player Database Information' });
  await expect(record.getByRole('textbox', { name: 'First Name' })).toHaveValue(player.firstName);
  for (const field of [
    record.getByRole('textbox', { name: 'First Name' }),
    record.getByRole('textbox', { name: 'Last Name' }),
    record.getByRole('combobox', { name: 'College', exact: true }),
    record.getByRole('textbox', { name: 'Birth Date' }),
  ]) {
    await expect(field).toBeDisabled();
  }
  await expect(record.getByRole('textbox', { name: 'Last Name' })).toHaveValue(player.lastName);
  await expect(record.getByRole('combobox', { name: 'Player Database Search' })).toHaveCount(0);
  await expect(record.getByRole('button', { name: 'Choose another player' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Personal Information' }).getByRole('textbox', { name: 'First Name' })).toBeEnabled();
  // The whole form is scanned by the journey above; this one is about the preloaded record.
  await expectNoAxeViolations(page, 'Legends directory form with a preloaded player', record);
});
