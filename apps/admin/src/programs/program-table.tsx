import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, createPaginatedRowModel, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AdminProgramSummary } from '../api/programs.ts';
import { formatProgramDate } from '../format/display-date.ts';
import { DataTable } from '../tables/data-table.tsx';
import { Pager } from '../tables/pager.tsx';
import { programAreaOf } from './program-area-of.ts';

/** spec §2 program picker and forms list: 15 rows per page. */
export const programPageSize = 15;

const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
const helper = createColumnHelper<typeof features, AdminProgramSummary>();

/** Where a program name links to: its participants list, or its form builder page. */
export type ProgramLinkTarget = 'participants' | 'form';

function ProgramNameLink({ program, target }: { program: AdminProgramSummary; target: ProgramLinkTarget }) {
  const params = { area: programAreaOf(program.fixedRole), programId: String(program.eventId) };
  return target === 'participants' ? (
    <Link to="/$area/programs/$programId/participants" params={params}>
      {program.eventName}
    </Link>
  ) : (
    <Link to="/$area/forms/$programId" params={params}>
      {program.eventName}
    </Link>
  );
}

/** The translated column headers of the program tables. */
interface ProgramColumnHeaders {
  name: string;
  startDate: string;
  endDate: string;
  dueDate: string;
}

function programColumns(target: ProgramLinkTarget, headers: ProgramColumnHeaders) {
  return helper.columns([
    helper.accessor('eventName', {
      header: headers.name,
      cell: (info) => <ProgramNameLink program={info.row.original} target={target} />,
    }),
    helper.accessor('startDate', { header: headers.startDate, cell: (info) => formatProgramDate(info.getValue()) }),
    helper.accessor('endDate', { header: headers.endDate, cell: (info) => formatProgramDate(info.getValue()) }),
    helper.accessor('applicationDueDate', {
      header: headers.dueDate,
      cell: (info) => formatProgramDate(info.getValue()),
    }),
  ]);
}

/**
 * The programs table of the program picker and the forms list (spec §2): Name
 * (a link), Event Start Date, Event End Date, Application Due Date (m/d/yyyy),
 * 15 rows per page with Previous / Next only.
 */
export function ProgramTable({
  programs,
  target,
  caption,
}: {
  programs: AdminProgramSummary[];
  target: ProgramLinkTarget;
  caption: string;
}) {
  const { t } = useLingui();
  const name = t`Name`;
  const startDate = t`Event Start Date`;
  const endDate = t`Event End Date`;
  const dueDate = t`Application Due Date`;
  const columns = useMemo(() => programColumns(target, { name, startDate, endDate, dueDate }), [target, name, startDate, endDate, dueDate]);
  const table = useTable({
    features,
    columns,
    data: programs,
    getRowId: (program) => String(program.eventId),
    initialState: { pagination: { pageIndex: 0, pageSize: programPageSize } },
  });
  return (
    <>
      <DataTable table={table} caption={caption} emptyText={t`No Programs`} />
      <Pager
        label={t`Program pages`}
        pageIndex={table.state.pagination.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </>
  );
}
