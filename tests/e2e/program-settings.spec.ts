import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * The program settings form of 'Program Information' (spec §2, §4, §5, §6,
 * §9) against the built admin app: values load on entry, rich text with the
 * spec §9 toolbar, the spec §4 tick rules, the fee format, the 'Program Year
 * Conflict Notification' modal, Save, Send Test Message through the outbox,
 * the header graphic upload, Preview, and what each role sees.
 * Program 30 (/chess-event) is used by no other journey.
 */
const programId = 30;
const programPath = 'chess-event';
const formPath = `/app/admin/forms/${programId}`;

/** A 1×1 PNG image. */
const pngImage = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openSettings(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Program Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Program Name' })).toHaveValue('Legends Chess Event');
}

/** The settings form (the builder panels below it have their own 'Unsaved changes'). */
function settingsRegion(page: Page) {
  return page.getByRole('region', { name: 'Program Settings' });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Program settings saved.')).toBeVisible();
}

test('an admin edits, checks and saves the program settings', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, 'admin@huddle.test', formPath);
  await openSettings(page);
  await expect(page.getByText('Legends Chess Event', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Program Year' })).toHaveValue('2026');
  await expectNoAxeViolations(page, 'program settings');

  // Rich text (spec §9): a heading and bold text in the footer message.
  const footer = page.getByRole('textbox', { name: 'Footer Message' });
  const footerTools = page.getByRole('toolbar', { name: 'Footer Message formatting' });
  await footer.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Train with Legends');
  await footerTools.getByRole('button', { name: /Text style/ }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await footer.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Strength for life');
  await page.keyboard.press('Shift+Home');
  await footerTools.getByRole('button', { name: 'Bold' }).click();
  await expect(footer.locator('h2')).toHaveText('Train with Legends');
  await expect(footer.locator('strong')).toHaveText('Strength for life');
  await expect(settingsRegion(page).getByText('Unsaved changes')).toBeVisible();

  // spec §4: unticking a social link clears and disables its address.
  const twitter = page.getByRole('checkbox', { name: 'Show Twitter Link' });
  const twitterAddress = page.getByRole('textbox', { name: 'Twitter Address' });
  if (!(await twitter.isChecked())) {
    await twitter.click({ force: true });
    await twitterAddress.fill('https://twitter.example/legends');
  }
  await twitter.click({ force: true });
  await expect(twitterAddress).toHaveValue('');
  await expect(twitterAddress).toBeDisabled();

  // spec §5: the name needs a letter, digit, hyphen or comma, and takes no markup characters; the API refuses the same.
  const name = page.getByRole('textbox', { name: 'Program Name' });
  const nameRule =
    "Use letters, digits, spaces and . , : ; ' ’ ( ) & / ! ? # + _ - only, with at least one letter, digit, hyphen or comma.";
  for (const typed of ['...', 'Chess <b>=1']) {
    await name.fill(typed);
    await expect(page.getByText(nameRule)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields marked before saving.' })).toBeVisible();
  const refused = await page.request.put(`/api/admin/events/${programId}`, { data: { eventName: 'Chess <b>=1' } });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { invalid_params: { name: string }[] }).invalid_params.map((param) => param.name)).toEqual([
    'eventName',
  ]);
  await name.fill('Legends Chess Event');

  // spec §5 league year rule: Cancel keeps the form, Continue saves.
  const year = page.getByRole('textbox', { name: 'Program Year' });
  await year.fill('2025');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Program Year Conflict Notification' });
  await expect(conflict).toContainText(
    'Program start and/or end date falls into next league year. Please update the program year to 2026-2027.',
  );
  await expect(conflict).toContainText('Click Continue to save or Cancel.');
  await expectNoAxeViolations(page, 'program year conflict notification');
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await expect(settingsRegion(page).getByText('Unsaved changes')).toBeVisible();
  await year.fill('2027');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(conflict).toContainText('Program start and/or end date does not fall into selected league year 2027-2028.');
  await conflict.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Program settings saved.')).toBeVisible();
  await expect(settingsRegion(page).getByText('Unsaved changes')).toBeHidden();
  await year.fill('2026');
  await save(page);

  // Values load on entry: the saved rich text comes back.
  await page.reload();
  await openSettings(page);
  await expect(page.getByRole('textbox', { name: 'Footer Message' }).locator('h2')).toHaveText('Train with Legends');
  await expect(page.getByRole('textbox', { name: 'Footer Message' }).locator('strong')).toHaveText('Strength for life');
  await expect(page.getByRole('textbox', { name: 'Twitter Address' })).toBeDisabled();

  // The public page shows the saved footer through SafeHtml.
  await page.goto(`/${programPath}`);
  await expect(page.getByRole('heading', { name: 'Train with Legends' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Strength for life' })).toBeVisible();
  await page.context().close();
});

test('fee and payment link rules, Send Test Message, Preview and the header graphic', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, 'admin@huddle.test', formPath);
  await openSettings(page);

  // spec §4 payment link placement; spec §5 fee format.
  const approval = page.getByRole('checkbox', { name: 'Applications Require Approval' });
  if (!(await approval.isChecked())) await approval.click({ force: true });
  const fee = page.getByRole('textbox', { name: 'Program Fee' });
  await expect(fee).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Require Program Fee' }).click({ force: true });
  const approvalEmail = page.getByRole('group', { name: 'Approval Email', exact: true });
  const confirmationEmail = page.getByRole('group', { name: 'Submission Confirmation Email', exact: true });
  await expect(approvalEmail.getByRole('checkbox', { name: 'Include Payment Link' })).toBeChecked();
  await expect(approvalEmail.getByRole('textbox', { name: 'Approval Email' })).toContainText('[PAYMENT LINK]');
  await expect(confirmationEmail.getByRole('checkbox', { name: 'Include Payment Link' })).toHaveCount(0);
  await fee.fill('1250.5');
  await fee.blur();
  await expect(fee).toHaveValue('1,250.50');
  await approval.click({ force: true });
  await expect(approvalEmail.getByRole('checkbox', { name: 'Include Payment Link' })).toHaveCount(0);
  await expect(approvalEmail.getByRole('textbox', { name: 'Approval Email' })).not.toContainText('[PAYMENT LINK]');
  await expect(confirmationEmail.getByRole('checkbox', { name: 'Include Payment Link' })).toBeChecked();
  await expect(confirmationEmail.getByRole('textbox', { name: 'Submission Confirmation Email' })).toContainText('[PAYMENT LINK]');
  await confirmationEmail.getByRole('checkbox', { name: 'Include Payment Link' }).click({ force: true });
  await expect(confirmationEmail.getByRole('textbox', { name: 'Submission Confirmation Email' })).not.toContainText('[PAYMENT LINK]');
  await fee.fill('100000');
  await fee.blur();
  await expect(page.getByText('Enter a fee of up to 5 digits with at most 2 decimals, e.g. 1,250.00.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Require Program Fee' }).click({ force: true });
  await expect(fee).toHaveValue('0.00');
  await expect(fee).toBeDisabled();

  // Link (spec §9 toolbar): only web, mail and phone addresses.
  const submission = page.getByRole('textbox', { name: 'Submission Message' });
  await submission.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('toolbar', { name: 'Submission Message formatting' }).getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert Link' });
  await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'OK' }).click();
  await expect(linkDialog.getByText('Enter a web address starting with http:// or https:// (or mailto: or tel:).')).toBeVisible();
  await expectNoAxeViolations(page, 'insert link dialog');
  await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('https://nfl.example/legends');
  await linkDialog.getByRole('button', { name: 'OK' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(submission.locator('a[href="https://nfl.example/legends"]').first()).toBeVisible();
  await expect(submission.locator('a:not([href="https://nfl.example/legends"])')).toHaveCount(0);

  // Send Test Message (spec §5): disabled until an address is typed; sent through the outbox.
  const testMessage = page.getByRole('group', { name: 'Test message of Deny Email' });
  const send = testMessage.getByRole('button', { name: 'Send Test Message' });
  await expect(send).toBeDisabled();
  await testMessage.getByRole('textbox', { name: 'Test Email Address' }).fill('settings-test@huddle.test');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(testMessage.getByRole('status')).toContainText('Test message queued for settings-test@huddle.test.');

  // Preview (spec §2): the configured preview URL plus applicationUrl, in a new tab.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Preview/ }).click();
  const preview = await popup;
  await expect(preview).toHaveURL(new RegExp(`/${programPath}$`));
  await preview.close();

  // Header graphic (spec §4, §5): the real 2 MB limit, images by content, then saved.
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Header Graphic' }).click();
    await (await chooser).setFiles(file);
  };
  await upload({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The file that you are uploading is too large. Please upload a file that is less than 2 Megabytes' }),
  ).toBeVisible();
  await upload({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByRole('alert').filter({ hasText: /image|type/i })).toBeVisible();
  await upload({ name: 'Chess banner (final).png', mimeType: 'image/png', buffer: pngImage });
  await expect(page.getByRole('status').filter({ hasText: /Header graphic saved as Chess_banner__final__\d+\.png\./ })).toBeVisible();
  const graphic = page.getByRole('img', { name: 'Current header graphic' });
  await expect(graphic).toHaveAttribute('src', new RegExp(`^/api/header-graphics/${programId}/Chess_banner__final__\\d+\\.png$`));
  const src = await graphic.getAttribute('src');

  await page.goto('/app/dev/mailbox');
  const messages = page.getByRole('table', { name: 'Messages' });
  await expect(messages.getByRole('row').filter({ hasText: 'settings-test@huddle.test' }).filter({ hasText: '[TEST]' })).toHaveCount(1);

  await page.goto(`/${programPath}`);
  await expect(page.locator('img.banner__image')).toHaveAttribute('src', src ?? '');
  await page.context().close();
});

test('each role sees its settings fields; Save only for admin, Legends admin and football ops admin', async ({ browser }) => {
  test.setTimeout(120_000);
  const legends = await staffPage(browser, 'legends-admin@huddle.test', '/app/nfllegends/forms/2');
  await expect(legends.getByRole('textbox', { name: 'Program Name' })).toHaveValue('NFL Legends Directory');
  await expect(legends.getByRole('textbox', { name: 'Approval Email' })).toBeVisible();
  for (const hidden of ['Program Fee', 'Program Year', 'Program Description', 'Legal Disclaimer Message'])
    await expect(legends.getByRole('textbox', { name: hidden, exact: true })).toHaveCount(0);
  await expect(legends.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expectNoAxeViolations(legends, 'program settings as Legends admin');
  await legends.context().close();

  const fops = await staffPage(browser, 'fops-admin@huddle.test', '/app/footballOps/forms/1');
  await expect(fops.getByRole('checkbox', { name: 'Show Legal Disclaimer' })).toBeVisible();
  await expect(fops.getByRole('textbox', { name: 'Legal Disclaimer Message' })).toBeVisible();
  await expect(fops.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await fops.context().close();

  const nfl = await staffPage(browser, 'nfl-admin@huddle.test', formPath);
  await expect(nfl.getByRole('textbox', { name: 'Program Name' })).toBeDisabled();
  await expect(nfl.getByRole('checkbox', { name: 'Show Legal Disclaimer' })).toHaveCount(0);
  await expect(nfl.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await nfl.context().close();
});
