import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillPersonalInformation, newApplicant, signForm, type Applicant } from './support/applicant.ts';
import { uploadResume } from './support/resume-upload.ts';
import { staffPage } from './support/staff-context.ts';
import { submitApplication } from './support/submit-application.ts';

const RESTORED_HERE = 'We restored the answers you entered on this device.';
const RESTORED_FROM_LINK = 'We restored the answers you saved to finish later.';

/** The personal information fields, as the applicant typed them. */
async function expectPersonalInformation(page: Page, applicant: Applicant): Promise<void> {
  const personal = page.getByRole('group', { name: 'Personal Information' });
  await expect(personal.getByRole('textbox', { name: 'First Name' })).toHaveValue(applicant.firstName);
  await expect(personal.getByRole('textbox', { name: 'Last Name' })).toHaveValue(applicant.lastName);
  await expect(personal.getByRole('textbox', { name: 'Email Address' })).toHaveValue(applicant.email);
  await expect(personal.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
}

/**
 * Issue 14 'local drafts': the answers of a half-filled form come back after
 * a reload, with a notice; the form is then finished and submitted, and the
 * kept answers are gone. 'Start over' empties the form.
 */
test('half a form survives a reload, is submitted, and is then forgotten', async ({ page }) => {
  const applicant = newApplicant('Drew');
  await page.goto('/finance-webinar');
  await expect(page.getByRole('heading', { name: 'Finance Webinar', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: RESTORED_HERE })).toBeVisible();
  await expectPersonalInformation(page, applicant);
  await expectNoAxeViolations(page, 'form with restored answers');

  await page
    .getByRole('radiogroup', { name: /How would you rate your experience/ })
    .getByText('Experienced')
    .click();
  await page.getByRole('textbox', { name: /What questions would you like/ }).fill('Can I deduct my training costs?');
  await signForm(page, applicant);
  const sent = await submitApplication(page);
  expect(sent.answers['personalInformation']).toMatchObject({ firstName: applicant.firstName, lastName: applicant.lastName });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Finance Webinar', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Personal Information' }).getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await expect(page.getByText(RESTORED_HERE)).toHaveCount(0);

  // Start over: the kept answers go, from the form and from the device.
  await page.getByRole('group', { name: 'Personal Information' }).getByRole('textbox', { name: 'First Name' }).fill('Temporary');
  await page.reload();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('group', { name: 'Personal Information' }).getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  await page.reload();
  await expect(page.getByText(RESTORED_HERE)).toHaveCount(0);
});

/**
 * Issue 14 'save and finish later': an applicant uploads a resume, saves the
 * half-filled form with an email address, opens the emailed link (read from
 * the dev mailbox) in a fresh browser, finishes and submits; the upload still
 * counts, the link is used up, and the dashboard counts the form's opens,
 * starts and submissions.
 */
test('save and finish later: the emailed link restores the answers in a fresh browser, which submits them', async ({ page, browser }) => {
  const applicant = newApplicant('Sasha');
  await page.goto('/job-shadow-and-internship-program');
  await expect(page.getByRole('heading', { name: 'Job Shadow and Internship Program', level: 1 })).toBeVisible();
  await fillPersonalInformation(page, applicant);
  const storedName = await uploadResume(page, 'Sasha Resume.pdf');

  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await page.getByRole('textbox', { name: 'Email address for the link' }).fill(applicant.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We emailed a link to ${applicant.email}` })).toBeVisible();
  await expectNoAxeViolations(page, 'form saved to finish later');

  const staff = await staffPage(browser, 'admin@huddle.test');
  const mailbox = (await (await staff.request.get('/api/admin/dev-mailbox')).json()) as {
    messages: { to: string; subject: string; html: string }[];
  };
  const email = mailbox.messages.find((message) => message.to === applicant.email && message.subject.includes('finish your application'));
  expect(email, 'the resume email in the dev mailbox').toBeDefined();
  const link = /href="([^"]+\?resume=[A-Za-z0-9_-]{43})"/.exec(email?.html ?? '')?.[1] ?? '';
  expect(link).toMatch(/\/job-shadow-and-internship-program\?resume=/);

  const elsewhere = await browser.newContext();
  const resumed = await elsewhere.newPage();
  await resumed.goto(link);
  await expect(resumed.getByRole('status').filter({ hasText: RESTORED_FROM_LINK })).toBeVisible();
  await expectPersonalInformation(resumed, applicant);
  await expect(resumed.getByText(storedName)).toBeVisible();
  await expect(resumed).toHaveURL(/\/job-shadow-and-internship-program$/);
  await expectNoAxeViolations(resumed, 'form resumed from the emailed link');

  await resumed
    .getByRole('group', { name: /Which departments would you like to shadow/ })
    .getByText('Football operations')
    .click();
  await resumed.getByRole('textbox', { name: /What are your career goals/ }).fill('To scout college players.');
  await signForm(resumed, applicant);
  const sent = await submitApplication(resumed);
  expect(sent.answers['fileUpload']).toMatchObject({ FILE_UPLOAD_0: { fileName: storedName } });
  expect((sent as unknown as { draftToken?: string }).draftToken).toBe(link.split('resume=')[1]);

  // The link is used up.
  await resumed.goto(link);
  await expect(resumed.getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible();
  await elsewhere.close();

  // One application, listed once; the dashboard counts opens, starts and the submission.
  await staff.goto('/app/admin/programs/4/participants');
  await expect(staff.getByRole('row').filter({ hasText: applicant.lastName })).toHaveCount(1);
  const dashboard = (await (await staff.request.get('/api/admin/dashboard')).json()) as {
    applicantFunnel: { eventId: number; opened: number; started: number; submitted: number }[];
  };
  const funnel = dashboard.applicantFunnel.find((row) => row.eventId === 4);
  expect(funnel?.opened).toBeGreaterThanOrEqual(2);
  expect(funnel?.started).toBeGreaterThanOrEqual(1);
  expect(funnel?.submitted).toBeGreaterThanOrEqual(1);
  await staff.goto('/app/dashboards/analytics');
  await expect(
    staff.getByRole('region', { name: 'Applicant funnel' }).getByRole('row', { name: /Job Shadow and Internship Program/ }),
  ).toBeVisible();
  await staff.context().close();
});
