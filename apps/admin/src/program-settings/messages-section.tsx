import { useLingui } from '@lingui/react/macro';
import { offersPaymentLink, type PaymentLinkEmail, paymentLinkFlagOf } from '@huddle/program-rules';
import { SettingsCheck, SettingsRichText } from './settings-inputs.tsx';
import { useSettingsField } from './settings-form-context.ts';
import type { TestableEmail } from './testable-email.ts';
import { TestMessageField } from './test-message-field.tsx';

/**
 * One program email: its rich text, 'Include Payment Link' where spec §4
 * offers it (approval email with approval and fee, confirmation email with a
 * fee alone) and 'Send Test Message'. A group named by the email.
 */
function EmailSetting({ field }: { field: TestableEmail }) {
  const view = useSettingsField(field);
  if (!view.isVisible) return null;
  const { form } = view;
  const linkEmail: PaymentLinkEmail | null = field === 'denyEmail' ? null : field;
  return (
    <div className="settings-email" role="group" aria-label={view.label}>
      <SettingsRichText field={field} />
      {linkEmail && offersPaymentLink(form.values, linkEmail) ? <SettingsCheck field={paymentLinkFlagOf(linkEmail)} /> : null}
      <TestMessageField
        programId={form.values.eventId}
        email={field}
        emailLabel={view.label}
        hasUnsavedChanges={form.changed}
        isDisabled={!form.editable.has(field)}
      />
    </div>
  );
}

/**
 * The program's messages and emails (spec §3): footer, submission message,
 * submission confirmation, approval and deny emails (each with a test
 * message), closed message, approve and deny confirmation messages.
 */
export function MessagesSection() {
  const { t } = useLingui();
  return (
    <section className="settings-section" aria-labelledby="settings-messages-heading">
      <h2 id="settings-messages-heading" className="settings-section__title">
        {t`Messages and Emails`}
      </h2>
      <SettingsRichText field="footerMessage" />
      <SettingsRichText field="submissionMessage" />
      <EmailSetting field="submissionConfirmatiomEmail" />
      <EmailSetting field="acceptanceEmail" />
      <EmailSetting field="denyEmail" />
      <SettingsRichText field="eventClosedMessage" />
      <SettingsRichText field="eventAcceptModalMessage" />
      <SettingsRichText field="eventDenyModalMessage" />
    </section>
  );
}
