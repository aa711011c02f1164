/**
 * Rich-text (HTML) messages and emails of a program (spec §3), written from
 * the program's name and its acceptance and fee rules. Short paragraphs and
 * lists only, as the admin rich-text editor produces them.
 */

/** What the messages depend on. fee in dollars, 0 when no fee. */
export interface MessageFacts {
  name: string;
  requiresAccept: boolean;
  fee: number;
  contactEmail: string;
}

function dollars(fee: number): string {
  return `$${fee.toFixed(2)}`;
}

/** Shown under 'Your application has been submitted' and on the 'Here are your next steps' page. */
export function submissionMessage({ name, requiresAccept, fee }: MessageFacts, nextSteps: readonly string[] = []): string {
  const steps = [
    'Watch your inbox for a confirmation email; check your spam folder if it has not arrived within the hour.',
    requiresAccept
      ? `Our team reviews every application to ${name}. You will receive an email with our decision.`
      : 'Add the program dates to your calendar. Joining details are emailed one week before the program starts.',
    ...(fee > 0
      ? [
          `Once approved, use the payment link in your approval email to pay the ${dollars(fee)} program fee and complete your registration.`,
        ]
      : []),
    ...nextSteps,
  ];
  return `<p>Here are your next steps:</p><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`;
}

/** Email sent on submission (spec: submissionConfirmatiomEmail). */
export function confirmationEmail({ name, requiresAccept }: MessageFacts): string {
  const next = requiresAccept
    ? '<p>Our team will review your application and email you a decision.</p>'
    : '<p>You are registered. We will email joining details one week before the program starts.</p>';
  return `<p>Hello,</p><p>Thank you for applying to <strong>${name}</strong>. We have received your application.</p>${next}<p>Player Engagement</p>`;
}

/** Email sent on approval (the payment link marker is put in by programSettings where spec §4 places it). */
export function acceptanceEmail({ name, fee }: MessageFacts): string {
  const payment =
    fee > 0
      ? `<p>To confirm your place, pay the ${dollars(fee)} program fee through the payment link in this email within 10 days.</p>`
      : '';
  return `<p>Congratulations!</p><p>You have been accepted to <strong>${name}</strong>.</p>${payment}<p>We look forward to seeing you.</p><p>Player Engagement</p>`;
}

/** Email sent on rejection. */
export function denyEmail({ name }: MessageFacts): string {
  return `<p>Thank you for your interest in <strong>${name}</strong>.</p><p>After careful review we are unable to offer you a place this year. We encourage you to apply to future programs.</p><p>Player Engagement</p>`;
}

/** Shown under 'The application for this program is now closed'. */
export function eventClosedMessage({ name, contactEmail }: MessageFacts): string {
  return `<p>Thank you for your interest in ${name}. Applications are no longer being accepted.</p><p>For upcoming programs, contact <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>`;
}

/** Footer text above the contacts and social links. */
export function footerMessage({ contactEmail }: MessageFacts): string {
  return `<p>Questions about this program? Email <a href="mailto:${contactEmail}">${contactEmail}</a> and we will respond within two business days.</p>`;
}

/** Text of the staff approval confirmation modal. */
export function acceptModalMessage({ name, fee }: MessageFacts): string {
  const payment = fee > 0 ? ' The email includes the link to pay the program fee.' : '';
  return `<p>Approve this applicant for ${name}? An acceptance email will be sent to the applicant.${payment}</p>`;
}

/** Text of the staff rejection confirmation modal. */
export function denyModalMessage({ name }: MessageFacts): string {
  return `<p>Deny this applicant for ${name}? A notification email will be sent to the applicant.</p>`;
}
