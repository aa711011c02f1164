import type { OptionCreateRequest, QuestionOption } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Checkbox, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { parseDisplayOrder } from './display-order.ts';

/** What the modal edits: a new option (with the order it would get) or an existing one. */
export type OptionTarget = { kind: 'new'; displayOrder: number } | { kind: 'existing'; option: QuestionOption };

/** Props of EditOptionModal: the option being edited (null: closed) and what Save does. */
export interface EditOptionModalProps {
  target: OptionTarget | null;
  /** Saves the option; resolves null when done (the modal closes), else the problem to show. */
  onSave(body: OptionCreateRequest): Promise<string | null>;
  onClose(): void;
}

function OptionForm({ target, onSave, onClose }: { target: OptionTarget; onSave: EditOptionModalProps['onSave']; onClose(): void }) {
  const { t } = useLingui();
  const option = target.kind === 'existing' ? target.option : null;
  const [name, setName] = useState(option?.optionName ?? '');
  const [order, setOrder] = useState(String(option?.displayOrder ?? (target.kind === 'new' ? target.displayOrder : 0)));
  const [isTextBox, setIsTextBox] = useState(option?.isTextBox ?? false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const orderValue = parseDisplayOrder(order);
  const canSave = name.trim() !== '' && orderValue !== null && !saving;
  const save = async () => {
    if (orderValue === null) return;
    setSaving(true);
    setFailure(null);
    const problem = await onSave({ optionName: name.trim(), displayOrder: orderValue, isTextBox });
    setSaving(false);
    if (problem === null) onClose();
    else setFailure(problem);
  };
  return (
    <>
      <Heading slot="title" className="dialog__title">
        <Trans>Edit Option</Trans>
      </Heading>
      <TextField className="builder-field" value={name} onChange={setName} isDisabled={saving} isRequired autoFocus>
        <Label className="builder-field__label">{t`Option Text`}</Label>
        <Input className="builder-field__input" />
      </TextField>
      <TextField className="builder-field" value={order} onChange={setOrder} isDisabled={saving} isInvalid={orderValue === null}>
        <Label className="builder-field__label">{t`Display Order`}</Label>
        <Input className="builder-field__input" inputMode="numeric" />
        <FieldError className="builder-field__error">{t`Whole number 0 to 1000000`}</FieldError>
      </TextField>
      <Checkbox className="builder-checkbox" isSelected={isTextBox} onChange={setIsTextBox} isDisabled={saving}>
        <span className="builder-checkbox__box" aria-hidden="true" />
        <span>{t`Show a text box when chosen ('Other')`}</span>
      </Checkbox>
      {failure === null ? null : (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <Button className="button" onPress={onClose} isDisabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button className="button button--primary" isDisabled={!canSave} onPress={() => void save()}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </>
  );
}

/**
 * The 'Edit Option' modal (spec §2), for a new option (Add) or an existing
 * one (Edit): option text, display order and isTextBox (choosing the option
 * reveals a text box, spec §3). Save is disabled while the option text is
 * empty or the order is not a whole number 0 to 1,000,000.
 */
export function EditOptionModal({ target, onSave, onClose }: EditOptionModalProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog">{target === null ? null : <OptionForm target={target} onSave={onSave} onClose={onClose} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
