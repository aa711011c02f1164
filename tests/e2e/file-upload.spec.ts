import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm } from './support/applicant.ts';
import { uploadResume } from './support/resume-upload.ts';
import { signInAs } from './support/staff.ts';

const TOO_LARGE = 'The file that you are uploading is too large. Please upload a file that is less than 10 Megabytes';

/**
 * Spec §5/§8 uploads through the built apps: an applicant to the Job Shadow
 * and Internship Program (a resume program) is refused an oversized file
 * with the spec text, uploads a real PDF resume and submits; the admin finds
 * the stored file on the participant detail and downloads it.
 */
test('an applicant uploads a resume with the application and staff download it from the participant detail', async ({ page }) => {
  const applicant = newApplicant('Casey');
  await page.goto('/job-shadow-and-internship-program');
  await expect(page.getByRole('heading', { name: 'Job Shadow and Internship Program', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);

  const resumeInput = page.getByLabel(/^Resume( \*)?$/);
  await expect(resumeInput).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
  await resumeInput.setInputFiles({
    name: 'Casey Resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByRole('alert')).toHaveText(TOO_LARGE);
  await expect(page.getByLabel(/^Resume( \*)?$/)).toHaveValue('');

  const storedName = await uploadResume(page, 'Casey Resume (2026).pdf');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'resume program form with an uploaded resume');

  await page
    .getByRole('group', { name: /Which departments would you like to shadow/ })
    .getByText('Football operations')
    .click();
  await page.getByRole('textbox', { name: /What are your career goals/ }).fill('To work in a club front office.');
  await signForm(page, applicant);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();

  await signInAs(page, 'admin@huddle.test', '/app/admin/programs/4/participants');
  await expect(page.getByRole('heading', { name: 'Job Shadow and Internship Program Participants' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: applicant.lastName });
  await row.getByRole('link', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant Name' })).toBeVisible();
  const link = page.getByRole('link', { name: storedName }).first();
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, 'participant detail with an uploaded file');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(storedName);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1')).toContain('Casey Resume');
});

test('the upload route refuses a file over 10 MB with the spec §8 text even when the browser check is bypassed', async ({ request }) => {
  const response = await request.post('/api/events/4/uploads', {
    multipart: {
      slot: '0',
      file: {
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
      },
    },
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { detail: string }).detail).toContain('File is too big');
});
