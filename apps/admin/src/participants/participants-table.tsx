import type { Permission } from '@huddle/schemas';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table';
import { createContext, use, useMemo } from 'react';
import type { Decision, ParticipantRow } from '../api/participants.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { formatPhoneNumber } from '../format/phone-number.ts';
import { statusLabel } from '../format/status-label.ts';
import { DataTable } from '../tables/data-table.tsx';
import { Pager } from '../tables/pager.tsx';
import { ApprovedTick } from './approved-tick.tsx';
import { DecisionButton } from './decision-button.tsx';
import { participantName } from './participant-name.ts';
import { participantRowActions } from './row-actions.ts';
import type { WorkingDecision } from './use-decision.ts';

const features = tableFeatures({ rowPaginationFeature });
const helper = createColumnHelper<typeof features, ParticipantRow>();

/** What the table needs besides the rows. */
export interface ParticipantsTableProps {
  /** The /app area segment of the current route (see programAreas). */
  area: string;
  programId: string;
  rows: ParticipantRow[];
  /** Server paging: 1-based page, page size and the total row count. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  requiresAcceptance: boolean;
  permissions: readonly Permission[];
  working: WorkingDecision | null;
  onDecide: (row: ParticipantRow, decision: Decision) => void;
}

/** The row actions' inputs, given to the cells through context so the columns stay stable. */
type RowActionsContextValue = Pick<ParticipantsTableProps, 'requiresAcceptance' | 'permissions' | 'working' | 'onDecide'>;
const RowActionsContext = createContext<RowActionsContextValue | null>(null);

function ActionsCell({ row }: { row: ParticipantRow }) {
  const props = use(RowActionsContext);
  if (!props) return null;
  const actions = participantRowActions(row.registrationStatus, props);
  const name = participantName(row);
  const busy = props.working?.personId === row.id;
  return (
    <div className="row-actions">
      {actions.approvedTick ? <ApprovedTick /> : null}
      {(['deny', 'approve'] as const)
        .filter((decision) => actions[decision])
        .map((decision) => (
          <DecisionButton
            key={decision}
            decision={decision}
            name={name}
            working={busy && props.working?.decision === decision}
            isDisabled={busy}
            onConfirm={() => props.onDecide(row, decision)}
          />
        ))}
    </div>
  );
}

function participantColumns(area: string, programId: string) {
  return helper.columns([
    helper.display({
      id: 'select',
      header: () => <span className="visually-hidden">Select</span>,
      cell: (info) => (
        <Link
          to="/$area/programs/$programId/participant-detail/$id"
          params={{ area, programId, id: String(info.row.original.id) }}
        >
          Select
        </Link>
      ),
    }),
    helper.accessor((row) => participantName(row), { id: 'name', header: 'Name' }),
    helper.accessor('email', { header: 'Email', cell: (info) => info.getValue() ?? '' }),
    helper.accessor('phone', { header: 'Phone Number', cell: (info) => formatPhoneNumber(info.getValue()) }),
    helper.accessor('cityState', { header: 'Location', cell: (info) => info.getValue() ?? '' }),
    helper.accessor('submittedOn', { header: 'Submitted On', cell: (info) => formatSubmittedOn(info.getValue()) }),
    helper.accessor('statusName', { header: 'Status', cell: (info) => statusLabel(info.getValue()) }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => <ActionsCell row={info.row.original} />,
    }),
  ]);
}

/**
 * spec §2 participants list table: Select link, Name, Email, Phone Number,
 * Location, Submitted On (MM/DD/YYYY), Status (upper-cased), row actions; one
 * server page at a time with Previous / Next; 'No Participants' when empty.
 */
export function ParticipantsTable(props: ParticipantsTableProps) {
  const { area, programId, requiresAcceptance, permissions, working, onDecide } = props;
  const columns = useMemo(() => participantColumns(area, programId), [area, programId]);
  const actionsContext = useMemo(
    () => ({ requiresAcceptance, permissions, working, onDecide }),
    [requiresAcceptance, permissions, working, onDecide],
  );
  const pagination: PaginationState = { pageIndex: props.page - 1, pageSize: props.pageSize };
  const table = useTable({
    features,
    columns,
    data: props.rows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    rowCount: props.total,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) =>
      props.onPageChange(functionalUpdate(updater, pagination).pageIndex + 1),
  });
  return (
    <RowActionsContext value={actionsContext}>
      <DataTable table={table} caption="Participants" emptyText="No Participants" />
      <Pager
        label="Participant pages"
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </RowActionsContext>
  );
}
