import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe.ts';
import { newApplicant } from './support/applicant.ts';
import { applyToCoachesAcademy } from './support/coaches-academy.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * Every status change sends the program's email through the outbox (dev
 * mailbox without SMTP): the submission confirmation, then the acceptance
 * email with the payment link of a fee program; the export is downloaded as
 * pe_export.csv and emailed to the staff member as a link that downloads it again.
 */
test('submission and approval emails, and the participants export', async ({ page, browser }) => {
  const applicant = newApplicant('Riley');
  await applyToCoachesAcademy(page, applicant);

  const staff = await staffPage(browser, 'admin@huddle.test', '/app/admin/programs/7/participants');
  const row = staff.getByRole('row').filter({ hasText: applicant.lastName });
  await row.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('alertdialog', { name: 'Approve Participant' }).getByRole('button', { name: 'Yes' }).click();
  await expect(row).toContainText('APPROVED');

  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Email Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pe_export.csv');
  const csv = await readFile(await file.path());
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.toString('utf8')).toContain(applicant.lastName);
  await expect(
    staff.getByRole('dialog', { name: 'Email Export' }).or(staff.getByRole('alertdialog', { name: 'Email Export' })),
  ).toContainText('Coaches Academy submissions export has been emailed.');

  await staff.goto('/app/dev/mailbox');
  await expect(staff.getByRole('heading', { name: 'Dev Mailbox' })).toBeVisible();
  const messages = staff.getByRole('table', { name: 'Messages' });
  await expect(messages.getByRole('row').filter({ hasText: applicant.email }).filter({ hasText: 'application received' })).toHaveCount(1);
  const acceptance = messages.getByRole('row').filter({ hasText: applicant.email }).filter({ hasText: 'accepted' });
  await expect(acceptance).toHaveCount(1);
  await expect(
    messages.getByRole('row').filter({ hasText: 'admin@huddle.test' }).filter({ hasText: 'submissions export' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(staff, 'dev mailbox');

  await acceptance.getByRole('link').first().click();
  await expect(staff.getByRole('link', { name: 'Pay the program fee' })).toHaveAttribute('href', /\/payment\?registration=[0-9a-f-]{36}$/);

  // The export email links to the stored file (no attachment); the link downloads it for signed-in staff.
  await staff.goto('/app/dev/mailbox');
  await messages
    .getByRole('row')
    .filter({ hasText: 'admin@huddle.test' })
    .filter({ hasText: 'submissions export' })
    .first()
    .getByRole('link')
    .first()
    .click();
  const exportLink = staff.getByRole('link', { name: 'Download pe_export.csv' });
  await expect(exportLink).toHaveAttribute('href', /\/api\/exports\/\d+\/download\?token=[\w-]{43}$/);
  const linked = staff.waitForEvent('download');
  await exportLink.click();
  const stored = await readFile(await (await linked).path());
  expect(stored.toString('utf8')).toContain(applicant.lastName);
  await staff.context().close();
});
