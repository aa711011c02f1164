import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Applicant } from './applicant.ts';
import { applyToCoachesAcademy } from './coaches-academy.ts';
import { openE2eDatabase } from './e2e-database.ts';
import { smallPdf } from './resume-upload.ts';
import type { SubmittedApplication } from './submit-application.ts';

/** The coaches academy: event id 7, acceptance required, then a $250 fee. */
export const COACHES_ACADEMY_EVENT = 7;

/**
 * Applies to the coaches academy once through the public form (as
 * applyToCoachesAcademy) and returns the body the browser posted, to be sent
 * again for other applicants by postCoachesAcademyApplication.
 */
export async function captureCoachesAcademyApplication(page: Page, applicant: Applicant): Promise<SubmittedApplication> {
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/events/${COACHES_ACADEMY_EVENT}/responses`,
  );
  await applyToCoachesAcademy(page, applicant);
  return (await posted).postDataJSON() as SubmittedApplication;
}

/**
 * Submits `body` again as `applicant` (their names and email in place of the
 * captured ones, a resume uploaded anew for them since an upload is claimed by
 * one submission, a new Idempotency-Key) through POST /api/events/7/responses
 * and answers the new registration's id. The stored answers are the public
 * form's, so the back office shows such an application like any other.
 */
export async function postCoachesAcademyApplication(
  request: APIRequestContext,
  body: SubmittedApplication,
  applicant: Applicant,
): Promise<number> {
  const personal = { ...body.answers.personalInformation, ...personalAnswers(applicant) };
  const uploaded = await request.post(`/api/events/${COACHES_ACADEMY_EVENT}/uploads`, {
    multipart: { slot: '0', file: { name: 'Resume.pdf', mimeType: 'application/pdf', buffer: smallPdf('Resume') } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const stored = (await uploaded.json()) as { uploadId: string; fileName: string };
  const fileUpload = { ...body.answers.fileUpload, FILE_UPLOAD_0: { uploadId: stored.uploadId, fileName: stored.fileName } };
  const response = await request.post(`/api/events/${COACHES_ACADEMY_EVENT}/responses`, {
    data: { ...body, answers: { ...body.answers, personalInformation: personal, fileUpload } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { registrationId: number }).registrationId;
}

function personalAnswers(applicant: Applicant): Record<string, string> {
  return { firstName: applicant.firstName, lastName: applicant.lastName, emailAddress: applicant.email };
}

/**
 * Makes registration `registrationId` Paid the way an applicant would: the
 * staff `request` (signed in) approves it, then the payment link's checkout
 * is opened and the sandbox test card paid, over HTTP.
 */
export async function approveAndPay(staffRequest: APIRequestContext, request: APIRequestContext, registrationId: number): Promise<void> {
  const approved = await staffRequest.post(`/api/events/${COACHES_ACADEMY_EVENT}/people/${registrationId}/status/2`);
  expect(approved.ok(), await approved.text()).toBe(true);
  const reference = paymentReferenceOf(registrationId);
  const started = await request.post(`/api/transactions/${reference}/payment`);
  expect(started.status(), await started.text()).toBe(201);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const session = new URL(checkoutUrl, 'http://localhost').searchParams.get('session');
  const paid = await request.post(`/api/payment-sessions/${session}/sandbox/complete`, { data: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The registration's payment reference (the uuid of its payment link), read from the server's database. */
export function paymentReferenceOf(registrationId: number): string {
  const db = openE2eDatabase();
  try {
    const row = db.prepare('select payment_reference from registrations where id = ?').get(registrationId) as
      { payment_reference: string } | undefined;
    if (!row) throw new Error(`no registration ${registrationId}`);
    return row.payment_reference;
  } finally {
    db.close();
  }
}
