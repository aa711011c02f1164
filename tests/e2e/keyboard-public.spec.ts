import { expect, test, type Locator, type Page } from '@playwright/test';
import { newApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { COACHES_ACADEMY_EVENT, paymentReferenceOf } from './support/coaches-academy-registrations.ts';
import { describeFocus, expectFocusInPage, tabTo } from './support/keyboard.ts';
import { smallPdf } from './support/resume-upload.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * The applicant's journeys by keyboard alone (issue 19, scope 3): the
 * coaches academy form is read through the missing-fields popover (a
 * labelled region reached with Tab and scrolled with the keys), filled with
 * Tab, typing, arrow keys and Space, its college chosen in the suggestion
 * combobox (which closes on the choice and hides nothing afterwards), its
 * resume chosen through the file chooser opened with Space, and submitted
 * with Enter; once staff approve, the fee is paid in the sandbox checkout
 * by keyboard too.
 */

test.describe.configure({ timeout: 180_000 });

/** Types `text` into `field` after reaching it with Tab. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Picks the option labelled `label` of a native select with the arrow keys. */
async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  for (let presses = 0; presses < 80; presses += 1) {
    const current = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label ?? '');
    if (typeof label === 'string' ? current === label : label.test(current)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${String(label)} not reached with ArrowDown`);
}

/** Checks the radio named `option` of `group`: Tab into the group, then arrows. */
async function chooseRadio(page: Page, group: Locator, option: string): Promise<void> {
  await tabTo(page, group.getByRole('radio').first());
  const target = group.getByRole('radio', { name: option });
  for (let presses = 0; presses < 20 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

test('an applicant completes, submits and pays for the coaches academy by keyboard alone', async ({ page, browser }) => {
  const applicant = newApplicant('Keys');
  await page.goto('/coaches-academy');
  // Tab in the first seconds, while the program and the form code load: focus never leaves the page.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  const early: string[] = [];
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    early.push(await describeFocus(page));
    await page.waitForTimeout(150);
  }
  expect(early, 'focus while the form loads').not.toContain('body');
  const personal = page.getByRole('group', { name: 'Personal Information' });
  await expect(personal.getByRole('textbox', { name: 'First Name' })).toBeVisible();

  // The missing-fields popover: Submit (aria-disabled) shows it; Tab enters its labelled, scrollable list.
  const submit = page.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  const missing = page.getByRole('region', { name: 'Required fields' });
  await expect(missing).toContainText('Please supply values for:');
  await expect(missing).toContainText('Digital Signature');
  await page.keyboard.press('Tab');
  await expect(missing).toBeFocused();
  const scroll = () => missing.evaluate((element) => ({ top: element.scrollTop, room: element.scrollHeight - element.clientHeight }));
  expect((await scroll()).room, 'the long missing list scrolls inside its region').toBeGreaterThan(0);
  await page.keyboard.press('End');
  await expect.poll(async () => (await scroll()).top).toBeGreaterThan(0);
  await expect(missing.getByRole('listitem').last()).toBeInViewport();
  await expectNoAxeViolations(page, 'missing-fields list reached by keyboard');
  // Escape closes the list and hands focus back to Submit.
  await page.keyboard.press('Escape');
  await expect(submit).toBeFocused();

  await typeInto(page, personal.getByRole('textbox', { name: 'First Name' }), applicant.firstName);
  await typeInto(page, personal.getByRole('textbox', { name: 'Last Name' }), applicant.lastName);
  await typeInto(page, personal.getByRole('textbox', { name: 'Email Address' }), applicant.email);
  await typeInto(page, personal.getByRole('textbox', { name: 'Birth Date' }), '04/12/1988');
  await typeInto(page, personal.getByRole('textbox', { name: 'Primary Phone' }), '(212) 555-0188');
  await typeInto(page, personal.getByRole('textbox', { name: 'Address', exact: true }), '345 Park Avenue');
  await typeInto(page, personal.getByRole('textbox', { name: 'City' }), 'New York');
  await chooseOption(page, personal.getByRole('combobox', { name: 'State' }), 'New York');
  await typeInto(page, personal.getByRole('textbox', { name: 'Postal Code' }), '10154');

  // The college: type, arrow to a suggestion, Enter. The list closes and hides nothing more.
  const college = personal.getByRole('combobox', { name: 'College', exact: true });
  await tabTo(page, college);
  await page.keyboard.type('Rutgers');
  const suggestion = page
    .getByRole('listbox')
    .getByRole('option', { name: /Rutgers/ })
    .first();
  await expect(suggestion).toBeVisible();
  const chosen = (await suggestion.textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(college).toHaveValue(chosen);
  await expect(college).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(college).toBeFocused();
  await expect(personal.getByRole('textbox', { name: 'City' })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"]:has(input)')).toHaveCount(0);

  await chooseOption(page, page.getByRole('combobox', { name: "Men's Shirt Size" }), 'XL');
  const football = page.getByRole('group', { name: 'Football Experience' });
  await chooseRadio(
    page,
    football.getByRole('radiogroup', { name: 'Which best describes your football experience?' }),
    'Current College Player / Staff',
  );
  await typeInto(page, football.getByRole('textbox', { name: 'School You Work For' }), 'Rutgers University');
  await typeInto(page, football.getByRole('textbox', { name: 'Job Title' }), 'Defensive Quality Control Coach');
  await typeInto(page, football.getByRole('spinbutton', { name: 'Years of Experience' }), '3');
  const ncaa = page.getByRole('group', { name: 'NCAA Experience' });
  await chooseOption(page, ncaa.getByRole('combobox', { name: 'College Division' }), 'FBS');
  await chooseOption(page, ncaa.getByRole('combobox', { name: 'Conference' }), 'Big Ten Conference');
  await typeInto(page, page.getByRole('textbox', { name: /Why do you want to attend/ }), 'To learn how NFL staffs plan a season.');
  await chooseRadio(page, page.getByRole('radiogroup', { name: 'Which side of the ball do you coach?' }), 'Defense');

  // Multi-select: required of the group (described), no box required on its own.
  const topics = page.getByRole('group', { name: /Which topics interest you most/ });
  await expect(topics).toHaveAccessibleDescription(/Required: choose at least one\./);
  await expect(topics.locator('input[aria-required="true"], input[required]')).toHaveCount(0);
  await tabTo(page, topics.getByRole('checkbox', { name: 'Player development' }));
  await page.keyboard.press('Space');
  await expect(topics.getByRole('checkbox', { name: 'Player development' })).toBeChecked();
  await chooseOption(page, page.getByRole('combobox', { name: /What level do you currently coach at/ }), 'NCAA FCS');

  // The resume: Space on the file input opens the chooser; focus then waits on Remove.
  await tabTo(page, page.getByLabel(/^Resume( \*)?$/));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'Resume.pdf', mimeType: 'application/pdf', buffer: smallPdf('Resume') });
  await expect(page.getByText(/^Resume_\d{6}\.pdf$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove Resume_\d{6}\.pdf$/ })).toBeFocused();

  await typeInto(page, page.getByRole('textbox', { name: 'Digital Signature' }), `${applicant.firstName} ${applicant.lastName}`);
  await tabTo(page, submit);
  await expect(missing).toHaveText('All required fields have values');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/events/${COACHES_ACADEMY_EVENT}/responses`,
  );
  await page.keyboard.press('Enter');
  const registrationId = ((await (await posted).json()) as { registrationId: number }).registrationId;
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expectFocusInPage(page, 'submitting');

  // Staff approve (not part of this journey), then the applicant pays by keyboard.
  const staff = await staffPage(browser, 'admin@huddle.test', '/app/dashboards/analytics');
  const approved = await staff.request.post(`/api/events/${COACHES_ACADEMY_EVENT}/people/${registrationId}/status/2`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await staff.context().close();

  await page.goto(`/payment?registration=${paymentReferenceOf(registrationId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details for Coaches Academy' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/sandbox\?session=/);
  await typeInto(page, page.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-complete\?registration=/);
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment complete after a keyboard checkout');
});
