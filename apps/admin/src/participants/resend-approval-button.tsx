import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { resendApprovalEmail } from '../api/participant-workflow.ts';
import { failureDetail } from './failure-detail.ts';

/** Props of ResendApprovalButton: the participant and where its outcome is told. */
export interface ResendApprovalButtonProps {
  eventId: number;
  personId: number;
  /** Receives the success text, or the failure text (shown in an alert). */
  onOutcome: (outcome: { ok: boolean; message: string }) => void;
}

/**
 * 'Resend Approval Email' (spec §2 participant detail; Approved participants of
 * programs requiring approval): queues the acceptance email again; reads
 * 'Resending Email...' while it runs.
 */
export function ResendApprovalButton({ eventId, personId, onOutcome }: ResendApprovalButtonProps) {
  const { t } = useLingui();
  const [working, setWorking] = useState(false);
  const resend = async () => {
    setWorking(true);
    try {
      await resendApprovalEmail(eventId, personId);
      onOutcome({ ok: true, message: t`The approval email has been sent again.` });
    } catch (error) {
      const detail = failureDetail(error) ?? t`Unknown Error`;
      onOutcome({ ok: false, message: t`Error resending the approval email. ${detail}` });
    } finally {
      setWorking(false);
    }
  };
  return (
    // aria-disabled rather than disabled while it runs, so keyboard focus stays on the button.
    <Button className="button" aria-disabled={working || undefined} onPress={() => (working ? undefined : void resend())}>
      {working ? <Trans>Resending Email...</Trans> : <Trans>Resend Approval Email</Trans>}
    </Button>
  );
}
