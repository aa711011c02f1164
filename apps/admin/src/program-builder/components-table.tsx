import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import type { AdminProgramComponent } from '../api/program-builder-components.ts';
import { OrderInput } from './order-input.tsx';
import { SortableRow, SortableRows } from './sortable-rows.tsx';

/** Props of ComponentsTable: the components in order, the selected one and the actions. */
export interface ComponentsTableProps {
  components: readonly AdminProgramComponent[];
  selectedId: number | null;
  /** spec §6: changing the order needs programs.edit. */
  canEdit: boolean;
  onSelect(componentId: number): void;
  onOrder(componentId: number, displayOrder: number): void;
  /** A drag and drop moved a component to a new 0-based position. */
  onMove(componentId: number, to: number): void;
}

/**
 * The Program Components table (spec §2): Name (click to select), Order (an
 * editable number), Action (Edit, which selects too); rows also reorder by
 * drag and drop (handle first); 'No Components' when the form has none.
 */
export function ComponentsTable({ components, selectedId, canEdit, onSelect, onOrder, onMove }: ComponentsTableProps) {
  const { t } = useLingui();
  return (
    <SortableRows ids={components.map((component) => component.componentId)} onMove={onMove} isDisabled={!canEdit}>
      <div className="table-scroll" role="region" aria-label={t`Program Components table`} tabIndex={0}>
        <table className="data-table builder-table">
          <caption className="visually-hidden">{t`Program Components`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t`Move`}</span>
              </th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Order`}</th>
              <th scope="col">{t`Action`}</th>
            </tr>
          </thead>
          <tbody>
            {components.length === 0 ? (
              <tr>
                <td className="data-table__empty" colSpan={4}>
                  <Trans>No Components</Trans>
                </td>
              </tr>
            ) : (
              components.map((component) => {
                const name = component.displayName;
                return (
                  <SortableRow
                    key={component.componentId}
                    id={component.componentId}
                    handleLabel={t`Move ${name}`}
                    isSelected={component.componentId === selectedId}
                  >
                    <td>
                      <Button className="link-button" onPress={() => onSelect(component.componentId)}>
                        {name}
                      </Button>
                      {component.available ? null : (
                        <span className="muted builder-table__note">
                          {' '}
                          <Trans>(not available)</Trans>
                        </span>
                      )}
                    </td>
                    <td>
                      <OrderInput
                        value={component.displayOrder}
                        label={t`Order of ${name}`}
                        isDisabled={!canEdit}
                        onCommit={(displayOrder) => onOrder(component.componentId, displayOrder)}
                      />
                    </td>
                    <td>
                      <Button className="button" aria-label={t`Edit ${name}`} onPress={() => onSelect(component.componentId)}>
                        <Trans>Edit</Trans>
                      </Button>
                    </td>
                  </SortableRow>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </SortableRows>
  );
}
