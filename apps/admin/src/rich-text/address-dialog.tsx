import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';

/** Props of AddressDialog: its texts, the address check and what OK (and Remove) do. */
export interface AddressDialogProps {
  title: string;
  addressLabel: string;
  /** Shown under the address when `isValid` refuses it. */
  invalidMessage: string;
  isValid: (address: string) => boolean;
  /** The label of a second field (the image's description), or none. */
  descriptionLabel?: string;
  initialAddress?: string;
  /** Runs with the trimmed address (and description) after the dialog closed on OK. */
  onSubmit: (address: string, description: string) => void;
  /** When given, a 'Remove Link' button runs it. */
  onRemove?: () => void;
}

/**
 * The modal asking for a web address (rich text toolbar 'link' and 'image',
 * spec §9), with react-aria-components (focus trapped, Escape cancels).
 * OK stays refused with `invalidMessage` until `isValid` accepts the address.
 * Place it inside a DialogTrigger.
 */
export function AddressDialog({
  title,
  addressLabel,
  invalidMessage,
  isValid,
  descriptionLabel,
  initialAddress = '',
  onSubmit,
  onRemove,
}: AddressDialogProps) {
  const { t } = useLingui();
  const [address, setAddress] = useState(initialAddress);
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState(false);
  const trimmed = address.trim();
  const invalid = checked && !isValid(trimmed);
  return (
    <ModalOverlay className="modal-overlay" isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">
          {({ close }) => {
            const submit = (event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              // The dialog is portalled: keep its submit from reaching a form around the editor.
              event.stopPropagation();
              setChecked(true);
              if (!isValid(trimmed)) return;
              close();
              onSubmit(trimmed, description.trim());
            };
            return (
              <Form onSubmit={submit} validationBehavior="aria">
                <Heading slot="title" className="dialog__title">
                  {title}
                </Heading>
                <TextField className="address-field" value={address} onChange={setAddress} isInvalid={invalid} autoFocus type="url">
                  <Label className="address-field__label">{addressLabel}</Label>
                  <Input className="address-field__input" />
                  <FieldError className="address-field__error">{invalidMessage}</FieldError>
                </TextField>
                {descriptionLabel ? (
                  <TextField className="address-field" value={description} onChange={setDescription}>
                    <Label className="address-field__label">{descriptionLabel}</Label>
                    <Input className="address-field__input" />
                  </TextField>
                ) : null}
                <div className="dialog__actions">
                  {onRemove ? (
                    <Button
                      className="button"
                      onPress={() => {
                        close();
                        onRemove();
                      }}
                    >
                      {t`Remove Link`}
                    </Button>
                  ) : null}
                  <Button className="button" onPress={close}>
                    {t`Cancel`}
                  </Button>
                  <Button className="button button--primary" type="submit">
                    {t`OK`}
                  </Button>
                </div>
              </Form>
            );
          }}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
