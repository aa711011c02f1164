import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Dialog, DialogTrigger, Heading, Label, Modal, ModalOverlay } from 'react-aria-components';
import type { AdminProgramComponent, ComponentTypeInfo } from '../api/program-builder-components.ts';

/** The toggles of one Save: types to add, and components to remove. */
export interface ComponentToggles {
  add: string[];
  remove: AdminProgramComponent[];
}

/**
 * What Save toggles (spec §2 'Add Component': each chosen component toggled
 * on save): a type ticked now and absent from the form is added; a type on
 * the form whose tick was taken off is removed (every component of that
 * type). Types left as they were are not touched.
 */
export function componentToggles(components: readonly AdminProgramComponent[], ticked: readonly string[]): ComponentToggles {
  const present = new Set(components.map((component) => component.componentType));
  const chosen = new Set(ticked);
  return {
    add: ticked.filter((type) => !present.has(type)),
    remove: components.filter((component) => !chosen.has(component.componentType)),
  };
}

/** Props of AddComponentModal: the types a program can add, the program's components, and what Save does. */
export interface AddComponentModalProps {
  types: readonly ComponentTypeInfo[];
  components: readonly AdminProgramComponent[];
  /** spec §6: 'New' is active only for admins. */
  isDisabled: boolean;
  /** Applies the toggles; resolves true when done (the modal closes), false to keep it open. */
  onSave(toggles: ComponentToggles): Promise<boolean>;
}

/**
 * 'New' of Program Components and its 'Add Component' modal (spec §2): a
 * checkbox per component type, ticked for the types on the form; Save
 * toggles the changed ones (see componentToggles), Cancel closes.
 */
export function AddComponentModal({ types, components, isDisabled, onSave }: AddComponentModalProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const toggles = componentToggles(components, ticked);
  const unchanged = toggles.add.length === 0 && toggles.remove.length === 0;
  const openChange = (isOpen: boolean) => {
    if (saving) return;
    setOpen(isOpen);
    if (isOpen) setTicked([...new Set(components.map((component) => component.componentType))]);
  };
  const save = async () => {
    setSaving(true);
    const done = await onSave(toggles);
    setSaving(false);
    if (done) setOpen(false);
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={openChange}>
      <Button className="button button--primary" isDisabled={isDisabled}>
        <Trans>New</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!saving}>
        <Modal className="modal modal--wide">
          <Dialog className="dialog">
            <Heading slot="title" className="dialog__title">
              <Trans>Add Component</Trans>
            </Heading>
            <CheckboxGroup className="component-choices" value={ticked} onChange={setTicked} isDisabled={saving}>
              <Label className="visually-hidden">{t`Components on the form`}</Label>
              {types.map((type) => (
                <Checkbox key={type.name} value={type.name} className="builder-checkbox">
                  <span className="builder-checkbox__box" aria-hidden="true" />
                  <span>
                    <span className="component-choices__name">{type.name}</span>
                    <span className="component-choices__description">{type.description}</span>
                  </span>
                </Checkbox>
              ))}
            </CheckboxGroup>
            <div className="dialog__actions">
              <Button className="button" slot="close" isDisabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button className="button button--primary" isDisabled={unchanged || saving} onPress={() => void save()}>
                {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
