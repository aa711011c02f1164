import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { createContext, use, useMemo } from 'react';
import type { ParticipantListRow } from '../api/participants-list.ts';
import { DataTableBody } from '../tables/data-table-body.tsx';
import { VirtualDataTableBody } from '../tables/virtual-data-table-body.tsx';
import { columnSort, type ParticipantColumnId } from './participant-columns.ts';
import { participantCellText } from './participant-cell-text.ts';
import { RowActionsCell, type RowActionsCellContext } from './row-actions-cell.tsx';
import { useColumnLabels } from './use-column-labels.ts';

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, ParticipantListRow>();

/** What the participants table needs. */
export interface ParticipantsTableProps {
  /** The /app area segment of the current route (see programAreas). */
  area: string;
  programId: string;
  rows: ParticipantListRow[];
  /** The data columns shown, in order (see visibleParticipantColumns). */
  columns: readonly ParticipantColumnId[];
  /** The server sort as table state: one entry (column id, descending). */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  actions: RowActionsCellContext;
}

/** From this many rows on a page the body renders virtualized (spec §2 pages reach ceil(rows/10) rows). */
export const VIRTUALIZED_FROM_ROWS = 200;

const ActionsContext = createContext<RowActionsCellContext | null>(null);

function ActionsCell({ row }: { row: ParticipantListRow }) {
  const context = use(ActionsContext);
  return context ? <RowActionsCell row={row} context={context} /> : null;
}

/**
 * The Select link to the detail; spec §6: in Legends lists the Legends edit
 * role widens the Select column, which then also offers Edit.
 */
function SelectLink({ area, programId, id, withEdit }: { area: string; programId: string; id: number; withEdit: boolean }) {
  const { t } = useLingui();
  const select = (
    <Link to="/$area/programs/$programId/participant-detail/$id" params={{ area, programId, id: String(id) }}>
      {t`Select`}
    </Link>
  );
  if (!withEdit) return select;
  return (
    <span className="select-cell--wide">
      {select}
      <Link to="/$area/programs/$programId/participant-edit/$id" params={{ area, programId, id: String(id) }}>
        {t`Edit`}
      </Link>
    </span>
  );
}

/**
 * The participants table (spec §2): a Select link to the detail, the name, the
 * chosen data columns and the row buttons. Sorting is the server's: the
 * sortable headers (Name, Company Name, Location, Submitted On) are buttons
 * and the header cell carries aria-sort. The rows are one server page; paging
 * lives outside. 'No Participants' when the page is empty. Up to 1600px wide,
 * scrolling sideways in a focusable region when wider than the screen. A page
 * of VIRTUALIZED_FROM_ROWS rows or more renders only the rows near the
 * viewport (VirtualDataTableBody), the table then stating its row count
 * (aria-rowcount) and each row its position (aria-rowindex).
 */
export function ParticipantsTable(props: ParticipantsTableProps) {
  const { t } = useLingui();
  const labels = useColumnLabels();
  const { area, programId } = props;
  const withEdit = props.actions.family === 'legends-directory' && props.actions.permissions.includes('participants.edit');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'select',
          header: () => <span className="visually-hidden">{t`Select`}</span>,
          cell: (info) => <SelectLink area={area} programId={programId} id={info.row.original.id} withEdit={withEdit} />,
        }),
        ...(['name', ...props.columns] as const).map((column) =>
          helper.accessor((row) => participantCellText(row, column), {
            id: column,
            header: labels[column],
            enableSorting: columnSort[column] !== undefined,
          }),
        ),
        helper.display({ id: 'actions', header: () => t`Actions`, cell: (info) => <ActionsCell row={info.row.original} /> }),
      ]),
    [t, labels, area, programId, props.columns, withEdit],
  );
  const table = useTable({
    features,
    columns,
    data: props.rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: props.sorting },
    onSortingChange: (updater: Updater<SortingState>) => props.onSortingChange(functionalUpdate(updater, props.sorting)),
  });
  const caption = t`Participants`;
  const virtualized = props.rows.length >= VIRTUALIZED_FROM_ROWS;
  return (
    <ActionsContext value={props.actions}>
      <div className="table-scroll participants-table" role="region" aria-label={t`Participants table`} tabIndex={0}>
        <table className="data-table" aria-rowcount={virtualized ? props.rows.length + 1 : undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={virtualized ? 1 : undefined}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {canSort ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="sort-button__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {virtualized ? <VirtualDataTableBody table={table} /> : <DataTableBody table={table} emptyText={t`No Participants`} />}
        </table>
      </div>
    </ActionsContext>
  );
}
