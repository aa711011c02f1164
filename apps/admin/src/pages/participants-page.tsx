import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Decision, ParticipantRow, ParticipantsPage as ParticipantsPageData } from '../api/participants.ts';
import { ParticipantsTable } from '../participants/participants-table.tsx';
import { participantName } from '../participants/participant-name.ts';
import { useDecision } from '../participants/use-decision.ts';
import { usePermissions } from '../session/current-user-atom.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/programs/$programId/participants');

/** Rows replaced by decision results, valid for one loaded page only. */
interface ReplacedRows {
  source: ParticipantsPageData;
  rows: ReadonlyMap<number, ParticipantRow>;
}

/**
 * /app/{area}/programs/{programId}/participants (spec §2 participants list):
 * '{program name} Participants', the totals, and one server page of 10 rows,
 * newest first. A decision's returned participant replaces its row (spec §4),
 * then the page reloads in the background for fresh totals.
 */
export function ParticipantsPage() {
  const data = route.useLoaderData();
  const { area, programId } = route.useParams();
  const navigate = route.useNavigate();
  const router = useRouter();
  const permissions = usePermissions();
  const { working, error, decide } = useDecision(data.program.eventId);
  const [replaced, setReplaced] = useState<ReplacedRows>({ source: data, rows: new Map() });
  if (replaced.source !== data) setReplaced({ source: data, rows: new Map() });
  usePageTitle(`${data.program.eventName} Participants`);

  const rows = useMemo(
    () => data.participants.map((row) => (replaced.source === data ? replaced.rows.get(row.id) : undefined) ?? row),
    [data, replaced],
  );

  const onDecide = useCallback(
    async (row: ParticipantRow, decision: Decision) => {
      const updated = await decide(row.id, decision, participantName(row));
      if (!updated) return;
      setReplaced((current) => ({ source: current.source, rows: new Map(current.rows).set(updated.id, updated) }));
      void router.invalidate();
    },
    [decide, router],
  );

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{data.program.eventName} Participants</h1>
      <div className="totals">
        <p className="totals__item">
          Total Submissions: <strong>{data.totalSubmissions}</strong>
        </p>
        <p className="totals__item">
          Total Approved: <strong>{data.totalApproved}</strong>
        </p>
      </div>
      {error ? (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      ) : null}
      <div className="card">
        <ParticipantsTable
          area={area}
          programId={programId}
          rows={rows}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => void navigate({ search: { page: page > 1 ? page : undefined } })}
          requiresAcceptance={data.program.applicationsRequiresAccept}
          permissions={permissions}
          working={working}
          onDecide={onDecide}
        />
      </div>
    </section>
  );
}
