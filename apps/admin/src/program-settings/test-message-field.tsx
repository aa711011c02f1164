import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { errorMessage } from '../api/api-error.ts';
import { sendProgramTestEmail } from '../api/program-settings.ts';
import type { TestableEmail } from './testable-email.ts';

/** Props of TestMessageField: the program, which email, its label, and whether it has unsaved edits. */
export interface TestMessageFieldProps {
  programId: number;
  email: TestableEmail;
  emailLabel: string;
  /** The form has unsaved edits: the test sends the saved text, which the hint then says. */
  hasUnsavedChanges: boolean;
  isDisabled: boolean;
}

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; address: string } | { kind: 'failed'; message: string };

/**
 * 'Send Test Message' of one program email (spec §3 '{field}_test_email',
 * §5): the address input is named {field}_test_email; the button stays
 * disabled until an address is typed; the test is queued in the outbox with
 * the saved text (POST send-test-email) and the result is announced.
 */
export function TestMessageField({ programId, email, emailLabel, hasUnsavedChanges, isDisabled }: TestMessageFieldProps) {
  const { t } = useLingui();
  const [address, setAddress] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const trimmed = address.trim();

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const queued = await sendProgramTestEmail(programId, { emailAddress: trimmed, messageType: email });
      setState({ kind: 'sent', address: queued.emailAddress });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <div className="test-message" role="group" aria-label={t`Test message of ${emailLabel}`}>
      <TextField
        className="settings-field test-message__address"
        name={`${email}_test_email`}
        type="email"
        value={address}
        onChange={setAddress}
        isDisabled={isDisabled}
      >
        <Label className="settings-field__label">{t`Test Email Address`}</Label>
        <Input className="settings-field__input" autoComplete="email" />
      </TextField>
      <Button
        className="button test-message__send"
        isDisabled={isDisabled || trimmed === '' || state.kind === 'sending'}
        onPress={() => void send()}
      >
        {state.kind === 'sending' ? t`Sending...` : t`Send Test Message`}
      </Button>
      <p className="test-message__status" role="status">
        {state.kind === 'sent' ? t`Test message queued for ${state.address}.` : null}
        {state.kind === 'sent' && hasUnsavedChanges ? ` ${t`It holds the saved text: save to test your changes.`}` : null}
      </p>
      {state.kind === 'failed' ? (
        <p className="settings-field__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
