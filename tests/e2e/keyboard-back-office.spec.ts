import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { newApplicant, type Applicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { approveAndPay, captureCoachesAcademyApplication, postCoachesAcademyApplication } from './support/coaches-academy-registrations.ts';
import { expectFocusInPage, expectFocusOn, tabTo } from './support/keyboard.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * Staff journeys by keyboard alone (issue 19, scope 3): approve, deny, refund
 * and delete from the participants list and from the detail, and add a
 * question in the builder, with Tab, Shift+Tab, Enter, Space, Escape and
 * typing only. After each action focus lands on a sensible element (the
 * row's Select link, the table region once the row is gone, the page
 * heading), never on <body>, and the app's polite live region announces
 * the result. Applications are made once through the public form and sent
 * again over HTTP for the other applicants (same answers, other names).
 */

test.describe.configure({ timeout: 240_000 });

const family = newApplicant('Kb');
/** One applicant per action; a shared last name lets the list's name filter show just them. */
const people = Object.fromEntries(
  ['ListApprove', 'ListDeny', 'ListDelete', 'ListRefund', 'DetailApprove', 'DetailDeny', 'DetailDelete', 'DetailRefund'].map(
    (first, index) => [first, { firstName: first, lastName: family.lastName, email: `kb${index}.${family.email}` }],
  ),
) as Record<string, Applicant>;
const participantsPath = '/app/admin/programs/7/participants';
const listPath = `${participantsPath}?filterName=${encodeURIComponent(family.lastName)}`;

/** A staff page signed in as the demo admin, on the participants list filtered to this run's applicants. */
async function staffOnList(browser: Browser): Promise<Page> {
  const page = await staffPage(browser, 'admin@huddle.test', participantsPath);
  await page.goto(listPath);
  return page;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const body = await captureCoachesAcademyApplication(page, people.ListApprove as Applicant);
  const staff = await staffPage(browser, 'admin@huddle.test', '/app/dashboards/analytics');
  for (const [key, person] of Object.entries(people)) {
    if (key === 'ListApprove') continue;
    const id = await postCoachesAcademyApplication(page.request, body, person);
    if (key.endsWith('Refund')) await approveAndPay(staff.request, page.request, id);
  }
  await staff.context().close();
  await context.close();
});

const fullName = (person: Applicant | undefined) => `${person?.firstName} ${person?.lastName}`;
const announcer = (page: Page) => page.locator('#announcer');
const rowOf = (page: Page, person: Applicant | undefined) =>
  page
    .getByRole('row')
    .filter({ hasText: person?.firstName ?? '' })
    .filter({ hasText: person?.lastName ?? '' });

/** Answers Yes in the open confirmation (focus starts on No): Tab, Enter. */
async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Yes' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Fills the open refund modal (card digits, REFUND), applies it, reads the result and closes it with Escape. */
async function refundInModal(page: Page, person: Applicant | undefined): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Card Last Four Digits' }));
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Type REFUND to confirm' })).toBeFocused();
  await page.keyboard.type('REFUND');
  await tabTo(page, dialog.getByRole('button', { name: 'Refund', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText(`The payment of ${fullName(person)} has been refunded.`);
  // The pressed Refund button is gone; focus waits on Close.
  await expectFocusOn(page, dialog.getByRole('button', { name: 'Close' }), 'the refund result');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Presses `button` from the keyboard (Tab to it, then Enter). */
async function press(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

test('staff approve, deny, refund and delete from the participants list by keyboard', async ({ browser }) => {
  const page = await staffOnList(browser);
  await expect(rowOf(page, people.ListDelete)).toBeVisible();
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveAttribute('role', 'status');

  for (const [key, action, status] of [
    ['ListApprove', 'Approve', 'APPROVED'],
    ['ListDeny', 'Deny', 'REJECTED'],
  ] as const) {
    const row = rowOf(page, people[key]);
    await press(page, row.getByRole('button', { name: action }));
    await confirmYes(page);
    await expect(row).toContainText(status);
    await expect(announcer(page)).toHaveText(`${fullName(people[key])} ${action === 'Approve' ? 'approved' : 'denied'}.`);
    // The pressed button is gone; focus waits on the same row's Select link.
    await expectFocusOn(page, row.getByRole('link', { name: 'Select' }), `${action} in the list`);
    await expect(row.getByRole('button', { name: action })).toHaveCount(0);
  }

  const refundRow = rowOf(page, people.ListRefund);
  await expect(refundRow).toContainText('PAID');
  await press(page, refundRow.getByRole('button', { name: 'Refund' }));
  await refundInModal(page, people.ListRefund);
  await expect(refundRow).toContainText('REFUNDED');
  await expect(announcer(page)).toHaveText(`Payment of ${fullName(people.ListRefund)} refunded.`);
  await expectFocusOn(page, refundRow.getByRole('link', { name: 'Select' }), 'a refund in the list');

  await press(page, rowOf(page, people.ListDelete).getByRole('button', { name: 'Delete' }));
  await confirmYes(page);
  await expect(rowOf(page, people.ListDelete)).toHaveCount(0);
  await expect(announcer(page)).toHaveText(`Submission for ${fullName(people.ListDelete)} deleted.`);
  await expectFocusOn(page, page.getByRole('region', { name: 'Participants table' }), 'a delete in the list');
  await expectNoAxeViolations(page, 'participants list after keyboard actions');
  await page.context().close();
});

test('staff approve, deny, refund and remove from the participant detail by keyboard', async ({ browser }) => {
  const page = await staffOnList(browser);
  const heading = page.getByRole('heading', { name: 'Participant Detail', level: 1 });
  const actions = page.getByRole('group', { name: 'Participant actions' });

  for (const [key, action, status] of [
    ['DetailApprove', 'Approve', 'APPROVED'],
    ['DetailDeny', 'Deny', 'REJECTED'],
  ] as const) {
    await page.goto(listPath);
    await press(page, rowOf(page, people[key]).getByRole('link', { name: 'Select' }));
    await expect(heading).toBeVisible();
    await press(page, actions.getByRole('button', { name: action }));
    await confirmYes(page);
    await expect(page.getByRole('table', { name: 'Log History' })).toContainText(status);
    await expect(announcer(page)).toHaveText(`${fullName(people[key])} ${action === 'Approve' ? 'approved' : 'denied'}.`);
    await expect(heading).toBeFocused();
    await expectFocusInPage(page, `${action} on the detail`);
  }

  await page.goto(listPath);
  await press(page, rowOf(page, people.DetailRefund).getByRole('link', { name: 'Select' }));
  await expect(heading).toBeVisible();
  await press(page, actions.getByRole('button', { name: 'Refund' }));
  await refundInModal(page, people.DetailRefund);
  await expect(page.getByRole('table', { name: 'Log History' })).toContainText('REFUNDED');
  await expect(announcer(page)).toHaveText(`Payment of ${fullName(people.DetailRefund)} refunded.`);
  await expect(heading).toBeFocused();

  await page.goto(listPath);
  await press(page, rowOf(page, people.DetailDelete).getByRole('link', { name: 'Select' }));
  await expect(heading).toBeVisible();
  await press(page, actions.getByRole('button', { name: 'Remove Submission' }));
  await confirmYes(page);
  await expect(page.getByRole('heading', { name: 'Coaches Academy Participants', level: 1 })).toBeFocused();
  await expect(announcer(page)).toHaveText(`Submission for ${fullName(people.DetailDelete)} deleted.`);
  await expect(rowOf(page, people.DetailDelete)).toHaveCount(0);
  await expectNoAxeViolations(page, 'participants list after removing from the detail');
  await page.context().close();
});

test('staff add a question in the program builder by keyboard', async ({ browser }) => {
  const questionText = `Which training days suit you (${family.lastName})?`;
  const page = await staffPage(browser, 'admin@huddle.test', '/app/admin/forms/62');
  const questions = page.getByRole('region', { name: 'Program Questions', exact: true });
  await expect(questions.getByRole('row').nth(1)).toBeVisible();
  await press(page, questions.getByRole('button', { name: 'New', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Create Question' });
  await tabTo(page, dialog.getByRole('combobox', { name: 'Question Type' }));
  await expect(dialog.getByRole('combobox', { name: 'Question Type' })).toHaveValue(/.+/);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Question Text' }));
  await page.keyboard.type(questionText);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Character Limit' }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('200');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Space');
  await expect(dialog).toHaveCount(0);
  await expect(questions).toContainText(questionText);
  await expect(
    page.getByRole('region', { name: 'Question Details', exact: true }).getByRole('textbox', { name: 'Question Text' }),
  ).toHaveValue(questionText);
  await expectFocusInPage(page, 'saving the new question');
  await expectNoAxeViolations(page, 'builder after adding a question by keyboard');
  await page.context().close();
});
