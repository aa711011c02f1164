import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { refundRegistration, type PaymentActionResult } from '../api/refunds.ts';
import { FixedEnglish } from '../i18n/program-content.tsx';
import { failureDetail } from './failure-detail.ts';
import { canApplyRefund, REFUND_CONFIRMATION_WORD } from './refund-rule.ts';

/** Props of RefundButton: the Paid registration, its applicant's name and what follows a refund. */
export interface RefundButtonProps {
  registrationId: number;
  name: string;
  /**
   * Called with the refund's answer once its result has been read and the modal closes
   * (the list replaces the row, the detail reloads). Not called after a failure.
   */
  onRefunded: (result: PaymentActionResult) => void;
}

type RefundState =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; result: PaymentActionResult };

/**
 * 'Refund' and its modal (spec §2, §5): the card's last four digits, and the
 * word REFUND typed exactly to enable 'Refund'; 'Applying Refund...' while it
 * runs; afterwards the processor's result description when there is one, or
 * the failure (the working state always ends, unlike the legacy modal). The
 * refunded participant is handed on when the modal closes: a Paid row's Refund
 * button goes away once its status is Refunded, and the result must be read first
 * (focus moves to 'Close' with the result).
 */
export function RefundButton({ registrationId, name, onRefunded }: RefundButtonProps) {
  const { t } = useLingui();
  const [confirmation, setConfirmation] = useState('');
  const [cardLastFour, setCardLastFour] = useState('');
  const [state, setState] = useState<RefundState>({ kind: 'idle' });
  const working = state.kind === 'working';
  const word = REFUND_CONFIRMATION_WORD;
  const closeRef = useRef<HTMLButtonElement>(null);
  // The pressed 'Refund' leaves with the result: focus goes to 'Close' rather than to the page.
  useEffect(() => {
    if (state.kind === 'done') closeRef.current?.focus();
  }, [state.kind]);

  const reset = () => {
    setConfirmation('');
    setCardLastFour('');
    setState({ kind: 'idle' });
  };
  const apply = async () => {
    setState({ kind: 'working' });
    try {
      const result = await refundRegistration(registrationId, cardLastFour.trim());
      setState({ kind: 'done', result });
    } catch (error) {
      const detail = failureDetail(error) ?? t`Unknown Error`;
      setState({ kind: 'failed', message: t`Error applying refund. ${detail}` });
    }
  };

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (open) reset();
        else if (state.kind === 'done') onRefunded(state.result);
      }}
    >
      <Button className="button">
        <Trans>Refund</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!working} isKeyboardDismissDisabled={working}>
        <Modal className="modal">
          <Dialog className="dialog">
            <Heading slot="title" className="dialog__title">
              <Trans>Refund Payment</Trans>
            </Heading>
            {state.kind === 'done' ? (
              <div role="status">
                <p>
                  <Trans>The payment of {name} has been refunded.</Trans>
                </p>
                {state.result.description.trim() ? <p>{state.result.description}</p> : null}
              </div>
            ) : (
              <>
                <p>
                  <Trans>Refund the payment of {name}?</Trans>
                </p>
                <TextField className="form-field" value={cardLastFour} onChange={setCardLastFour} isDisabled={working}>
                  <Label className="form-field__label">
                    <Trans>Card Last Four Digits</Trans>
                  </Label>
                  <Input className="form-field__input" inputMode="numeric" autoComplete="off" />
                </TextField>
                <TextField className="form-field" value={confirmation} onChange={setConfirmation} isDisabled={working}>
                  <Label className="form-field__label">
                    <Trans>
                      Type <FixedEnglish>{word}</FixedEnglish> to confirm
                    </Trans>
                  </Label>
                  <Input className="form-field__input" autoComplete="off" />
                </TextField>
                {state.kind === 'failed' ? (
                  <p role="alert" className="alert alert--error">
                    {state.message}
                  </p>
                ) : null}
              </>
            )}
            <div className="dialog__actions">
              <Button ref={closeRef} className="button" slot="close" isDisabled={working}>
                {state.kind === 'done' ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
              </Button>
              {state.kind === 'done' ? null : (
                <Button
                  className="button button--primary"
                  isDisabled={working || !canApplyRefund(confirmation, cardLastFour)}
                  onPress={() => void apply()}
                >
                  {working ? <Trans>Applying Refund...</Trans> : <Trans>Refund</Trans>}
                </Button>
              )}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
