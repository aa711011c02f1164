import { Trans } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { columnChoiceAtom } from './column-choice-atom.ts';
import { fixedColumns, pickableColumns, type ColumnChoice, type PickableColumnId } from './participant-columns.ts';
import { useColumnLabels } from './use-column-labels.ts';

function CheckMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 18" className="checkbox__box">
      <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" />
    </svg>
  );
}

/**
 * 'Select Columns' and its modal 'Please Select Columns to Display' (spec §2):
 * a checkbox per pickable column (Email, Phone Number, Location, DOB, Approved
 * By, Playing History), 'Submitted On' and 'Status' ticked and fixed; 'OK'
 * applies the choice, closing otherwise keeps the previous one.
 */
export function ColumnPickerButton() {
  const [choice, setChoice] = useAtom(columnChoiceAtom);
  const [draft, setDraft] = useState<ColumnChoice>(choice);
  const labels = useColumnLabels();
  const toggle = (column: PickableColumnId, on: boolean) => {
    const next = new Set(draft);
    if (on) next.add(column);
    else next.delete(column);
    setDraft(next);
  };
  return (
    <DialogTrigger onOpenChange={(open) => (open ? setDraft(choice) : undefined)}>
      <Button className="button">
        <Trans>Select Columns</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog__title">
                  <Trans>Please Select Columns to Display</Trans>
                </Heading>
                <div className="column-picker">
                  {pickableColumns.map((column) => (
                    <Checkbox key={column} className="checkbox" isSelected={draft.has(column)} onChange={(on) => toggle(column, on)}>
                      <CheckMark />
                      {labels[column]}
                    </Checkbox>
                  ))}
                  {fixedColumns.map((column) => (
                    <Checkbox key={column} className="checkbox" isSelected isDisabled>
                      <CheckMark />
                      {labels[column]}
                    </Checkbox>
                  ))}
                </div>
                <div className="dialog__actions">
                  <Button
                    className="button button--primary"
                    onPress={() => {
                      setChoice(draft);
                      close();
                    }}
                  >
                    <Trans>OK</Trans>
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
