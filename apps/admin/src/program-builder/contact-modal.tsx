import type { Contact, ContactRequest } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { ApiError, errorMessage } from '../api/api-error.ts';

/** What the modal edits: a new contact, or an existing one. */
export type ContactTarget = { kind: 'new' } | { kind: 'existing'; contact: Contact };

/** Props of ContactModal: the contact being edited (null: closed) and what Save does. */
export interface ContactModalProps {
  target: ContactTarget | null;
  /** Saves the contact; rejects with the API's error (422 invalid_params shown under each field). */
  onSave(body: ContactRequest): Promise<void>;
  onClose(): void;
}

type ContactField = 'contactName' | 'officeNumber' | 'mobileNumber' | 'contactEmail';

/**
 * The body of a contact form: every text trimmed, the phone numbers null
 * when blank (ContactRequest: contactName and contactEmail required).
 */
export function contactRequestOf(values: Record<ContactField, string>): ContactRequest {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    contactName: values.contactName.trim(),
    officeNumber: optional(values.officeNumber),
    mobileNumber: optional(values.mobileNumber),
    contactEmail: values.contactEmail.trim(),
  };
}

function ContactForm({ target, onSave, onClose }: { target: ContactTarget; onSave: ContactModalProps['onSave']; onClose(): void }) {
  const { t } = useLingui();
  const contact = target.kind === 'existing' ? target.contact : null;
  const [values, setValues] = useState<Record<ContactField, string>>({
    contactName: contact?.contactName ?? '',
    officeNumber: contact?.officeNumber ?? '',
    mobileNumber: contact?.mobileNumber ?? '',
    contactEmail: contact?.contactEmail ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const canSave = values.contactName.trim() !== '' && values.contactEmail.trim() !== '' && !saving;
  const set = (field: ContactField) => (text: string) => setValues((current) => ({ ...current, [field]: text }));
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(contactRequestOf(values));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setFieldErrors(new Map(error instanceof ApiError ? error.invalid_params.map((param) => [param.name, param.reason]) : []));
      setSaving(false);
    }
  };
  const field = (name: ContactField, label: string, type: 'text' | 'tel' | 'email', required = false) => (
    <TextField
      className="builder-field"
      value={values[name]}
      onChange={set(name)}
      isDisabled={saving}
      isRequired={required}
      isInvalid={fieldErrors.has(name)}
      type={type}
    >
      <Label className="builder-field__label">{label}</Label>
      <Input className="builder-field__input" />
      <FieldError className="builder-field__error">{fieldErrors.get(name)}</FieldError>
    </TextField>
  );
  return (
    <>
      <Heading slot="title" className="dialog__title">
        {target.kind === 'new' ? t`Create Contact` : t`Edit Contact`}
      </Heading>
      {field('contactName', t`Name`, 'text', true)}
      {field('officeNumber', t`Office Number`, 'tel')}
      {field('mobileNumber', t`Mobile Number`, 'tel')}
      {field('contactEmail', t`Email`, 'email', true)}
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
 * The 'Create Contact' modal (spec §2; 'Edit Contact' for an existing one):
 * Name, Office Number, Mobile Number, Email. Save is disabled until the name
 * and email are given; the API's reasons show under the refused fields and
 * the modal stays open.
 */
export function ContactModal({ target, onSave, onClose }: ContactModalProps) {
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
        <Dialog className="dialog">{target === null ? null : <ContactForm target={target} onSave={onSave} onClose={onClose} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
