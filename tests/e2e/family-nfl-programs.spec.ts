import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, fillPlayingHistory, newApplicant, signForm } from './support/applicant.ts';
import { uploadPdfFile } from './support/pdf-upload.ts';
import { submitApplication } from './support/submit-application.ts';

/**
 * NFL Programs family (spec §1, §2): a workshop, a Legends event with
 * FamilyInformation and PlayerSegment branches, the fantasy league with its
 * Multi Drop Down, and a career fellowship with a contact list question and
 * a resume, each completed and submitted in the browser.
 */

test('a workshop (/finance-webinar) is completed and submitted', async ({ page }) => {
  const applicant = newApplicant('Avery');
  await page.goto('/finance-webinar');
  await expect(page.getByRole('heading', { name: 'Finance Webinar', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'finance webinar form');

  await fillPersonalInformation(page, applicant);
  await page
    .getByRole('radiogroup', { name: /How would you rate your experience/ })
    .getByText('Experienced')
    .click();
  await page.getByRole('textbox', { name: /What questions would you like/ }).fill('How do I plan for taxes in two states?');
  await signForm(page, applicant);

  const sent = await submitApplication(page);
  expect(sent.answers['personalInformation']).toMatchObject({
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    college: 'Rutgers University',
  });
  await expectNoAxeViolations(page, 'finance webinar confirmation');
});

test('a Legends event: family with a significant other and two children, player segment switched from current player to Legend', async ({
  page,
}) => {
  const applicant = newApplicant('Morgan');
  await page.goto('/pro-bowl-skills-challenge-attendee');
  await expect(page.getByRole('heading', { name: 'Pro Bowl Skills Challenge Attendee', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  await fillPlayingHistory(page);

  // spec §4 PlayerSegment: a current player names their team...
  const segment = page.getByRole('group', { name: 'Player Segment' });
  await segment.getByRole('radiogroup', { name: 'Which segment do you fall under?' }).getByText('Current NFL Player').click();
  const currentTeam = segment.getByRole('combobox', { name: 'Current Team' });
  await currentTeam.selectOption({ label: 'Dallas Cowboys' });
  await expect(segment.getByRole('combobox', { name: 'Most Recent Team' })).toHaveCount(0);
  // ...a Legend gives years played and most recent team instead; the current team goes away.
  await segment.getByRole('radiogroup', { name: 'Which segment do you fall under?' }).getByText('Legend').click();
  await expect(currentTeam).toHaveCount(0);
  await segment.getByRole('combobox', { name: 'Years Played in NFL' }).selectOption({ label: '9' });
  await segment.getByRole('combobox', { name: 'Most Recent Team' }).selectOption({ label: 'Green Bay Packers' });

  // spec §4 FamilyInformation: 'yes' adds the significant other's fields, the count adds one row per child.
  const family = page.getByRole('group', { name: 'Family Information' });
  await expect(family.getByRole('textbox', { name: 'Significant Other Name' })).toHaveCount(0);
  await family.getByRole('radiogroup', { name: 'Will your significant other attend?' }).getByText('Yes').click();
  await family.getByRole('textbox', { name: 'Significant Other Name' }).fill('Jamie Tester');
  await family.getByRole('textbox', { name: 'Significant Other Email' }).fill('jamie.tester@example.com');
  await family.getByRole('textbox', { name: 'Significant Other Cell Phone' }).fill('(646) 555-0142');
  await family.getByRole('combobox', { name: 'Significant Other T-Shirt Size' }).selectOption({ label: 'Medium' });
  await family.getByRole('combobox', { name: 'Number of Children Attending' }).selectOption({ label: '2' });
  for (const [n, name, age, size] of [
    [1, 'Riley Tester', '12', 'Large'],
    [2, 'Sam Tester', '8', 'Small'],
  ] as const) {
    await family.getByRole('textbox', { name: `Child ${n} Name` }).fill(name);
    await family.getByRole('combobox', { name: `Child ${n} Age` }).selectOption({ label: age });
    await family.getByRole('combobox', { name: `Child ${n} Shirt Size` }).selectOption({ label: size });
  }
  await expect(family.getByRole('textbox', { name: 'Child 3 Name' })).toHaveCount(0);

  await page.getByRole('radiogroup', { name: 'Which day will you attend?' }).getByText('Both days').click();
  await signForm(page, applicant);
  await expectNoAxeViolations(page, 'Legends event form with family and segment branches');

  const sent = await submitApplication(page);
  const sentSegment = sent.answers['playerSegment'] ?? {};
  expect(sentSegment).toEqual({ segmentYouFallUnderRadio: 'Legend', yearsPlayedInNFL: 9, mostRecentTeam: 'Green Bay Packers' });
  expect(sentSegment).not.toHaveProperty('teamSelect');
  expect(sent.answers['familyInformation']).toEqual({
    SignificantOtherAttend: 'yes',
    sigOtherName: 'Jamie Tester',
    sigOtherEmail: 'jamie.tester@example.com',
    sigOtherCell: '(646) 555-0142',
    sigOtherTShirt: 'Medium',
    numberOfChildren: 2,
    childName1: 'Riley Tester',
    childAge1: 12,
    childShirtSize1: 'Large',
    childName2: 'Sam Tester',
    childAge2: 8,
    childShirtSize2: 'Small',
  });
  await expectNoAxeViolations(page, 'Legends event confirmation');
});

test('the fantasy league (/legends-community-fantasy-league) needs every Multi Drop Down chosen', async ({ page }) => {
  const applicant = newApplicant('Quinn');
  await page.goto('/legends-community-fantasy-league');
  await expect(page.getByRole('heading', { name: 'Legends Community Fantasy League', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  await fillPlayingHistory(page);
  await page.getByRole('radiogroup', { name: 'Have you played fantasy football before?' }).getByText('No').click();
  await page.getByRole('textbox', { name: 'Choose your fantasy team name.' }).fill('Blitz Legends');
  await signForm(page, applicant);

  // spec §5: a multi drop down is complete only when every drop-down is chosen.
  const teams = page.getByRole('group', { name: 'Favorite Teams' });
  await teams.getByRole('combobox', { name: 'Favorite team', exact: true }).selectOption({ label: 'Chicago Bears' });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await submit.hover();
  await expect(page.getByText('Please supply values for:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Second favorite team$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'fantasy league form with a missing drop-down');

  await teams.getByRole('combobox', { name: 'Second favorite team' }).selectOption({ label: 'Detroit Lions' });
  const sent = await submitApplication(page);
  expect(Object.values(sent.answers['multiDropDown'] ?? {})).toEqual(['Chicago Bears', 'Detroit Lions']);
  await expectNoAxeViolations(page, 'fantasy league confirmation');
});

test('a career fellowship (/technology-program) needs two references in its contact list and a resume', async ({ page }) => {
  const applicant = newApplicant('Sasha');
  await page.goto('/technology-program');
  await expect(page.getByRole('heading', { name: 'Technology Program', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  const questions = page.getByRole('group', { name: 'Questions' });
  await questions
    .getByRole('group', { name: 'Which areas of technology interest you?' })
    .getByText('Product management', { exact: true })
    .click();
  await questions
    .getByRole('textbox', { name: 'Describe any technology experience you have.' })
    .fill('Two offseasons as a sales intern at a software company.');
  await uploadPdfFile(page, 'Resume', 'Technology Resume.pdf', page.getByRole('group', { name: 'Resume Upload' }));
  await signForm(page, applicant);

  // spec §5: every configured column is needed to add a contact; the list needs its minimum (2).
  const references = questions.getByRole('table', { name: 'Please list two professional references.' });
  await expect(references).toContainText('No contacts specified');
  await references.getByRole('textbox', { name: 'Name' }).fill('Dana Mentor');
  await references.getByRole('textbox', { name: 'Phone' }).fill('(415) 555-0110');
  await references.getByRole('button', { name: 'Add Contact' }).click();
  await expect(references.getByText("'Relationship' required")).toBeVisible();
  await references.getByRole('textbox', { name: 'Relationship' }).fill('Former manager');
  await references.getByRole('button', { name: 'Add Contact' }).click();
  await expect(references.getByRole('row').filter({ hasText: 'Dana Mentor' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await references.getByRole('textbox', { name: 'Name' }).fill('Lee Coach');
  await references.getByRole('textbox', { name: 'Relationship' }).fill('Position coach');
  await references.getByRole('textbox', { name: 'Phone' }).fill('(415) 555-0111');
  await references.getByRole('button', { name: 'Add Contact' }).click();
  await expect(references.getByRole('row').filter({ hasText: 'Lee Coach' })).toBeVisible();
  await expectNoAxeViolations(page, 'technology program form with two references');

  const sent = await submitApplication(page);
  const answers = JSON.stringify(sent.answers['questions']);
  expect(answers).toContain('Dana Mentor');
  expect(answers).toContain('Lee Coach');
  await expectNoAxeViolations(page, 'technology program confirmation');
});
