import '../participants/participants.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateParticipants } from '../api/participants.ts';
import { participantsListPageQuery, type ParticipantListRow, type ParticipantsListPage } from '../api/participants-list.ts';
import type { PaymentActionResult } from '../api/refunds.ts';
import { ColumnPickerButton } from '../participants/column-picker-button.tsx';
import { columnChoiceAtom } from '../participants/column-choice-atom.ts';
import { EmailExportButton } from '../participants/email-export-button.tsx';
import { failureDetail } from '../participants/failure-detail.ts';
import { focusAfterRender, participantRowFocusTarget } from '../participants/focus-after-action.ts';
import { participantName } from '../participants/participant-name.ts';
import { leagueYearOf } from '@huddle/program-rules';
import { participantsListVariant } from '../participants/list-variant.ts';
import { visibleParticipantColumns } from '../participants/participant-columns.ts';
import { ParticipantsFilters } from '../participants/participants-filters.tsx';
import { sortingOf, withFilters, withSorting } from '../participants/participants-navigation.ts';
import { participantsListQuery, type ParticipantsSearch } from '../participants/participants-search.ts';
import { ParticipantsTable } from '../participants/participants-table.tsx';
import { ResumeDownloadButton } from '../participants/resume-download-button.tsx';
import type { ReviewAction } from '../participants/review-action.ts';
import { useReviewAction } from '../participants/use-review-action.ts';
import { useReviewActionTexts } from '../participants/use-review-action-texts.ts';
import { usePermissions } from '../session/current-user-atom.ts';
import { useAnnounce } from '../shell/announcement-atom.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { Pager } from '../tables/pager.tsx';

const route = getRouteApi('/$area/programs/$programId/participants');

/** Rows replaced by action results, valid for one loaded page only. */
interface ReplacedRows {
  source: ParticipantsListPage;
  rows: ReadonlyMap<number, ParticipantListRow>;
}

/**
 * /app/{area}/programs/{programId}/participants (spec §2 participants list):
 * '{program name} Participants', 'Total Submissions', 'Total Approved', the
 * filters of the program's family, 'Select Columns', 'Email Export', 'Resume
 * Download', and one server page of participants with their row buttons. The
 * filters, sort and page live in the URL. A status change's returned
 * participant replaces its row (spec §4), then the page reloads for fresh totals;
 * the result is announced and focus moves to the row (issue 19).
 */
export function ParticipantsPage() {
  const { t } = useLingui();
  const data = route.useLoaderData();
  const search = route.useSearch();
  const { area, programId } = route.useParams();
  const navigate = route.useNavigate();
  const router = useRouter();
  const permissions = usePermissions();
  const choice = useAtomValue(columnChoiceAtom);
  const texts = useReviewActionTexts();
  const { working, run } = useReviewAction(data.program.eventId);
  const announce = useAnnounce();
  const [error, setError] = useState<string | null>(null);
  const [replaced, setReplaced] = useState<ReplacedRows>({ source: data, rows: new Map() });
  if (replaced.source !== data) setReplaced({ source: data, rows: new Map() });

  const { program } = data;
  const programName = program.eventName;
  const variant = participantsListVariant(program.family);
  const title = t`${programName} Participants`;
  const canExport = permissions.includes('participants.export');
  usePageTitle(title);

  const rows = useMemo(
    () => data.participants.map((row) => (replaced.source === data ? replaced.rows.get(row.id) : undefined) ?? row),
    [data, replaced],
  );
  const pageCount = data.pageCount;

  const goTo = useCallback((next: ParticipantsSearch) => void navigate({ search: next }), [navigate]);
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => invalidateParticipants(queryClient, program.eventId).then(() => router.invalidate()),
    [queryClient, program.eventId, router],
  );

  const onAction = useCallback(
    async (row: ParticipantListRow, action: ReviewAction) => {
      setError(null);
      const outcome = await run(row.id, action);
      if (!outcome.ok) {
        setError(texts[action].failure(failureDetail(outcome.error) ?? t`Unknown Error`));
        return;
      }
      const updated = outcome.participant;
      if (updated) {
        setReplaced((current) => ({ source: current.source, rows: new Map(current.rows).set(updated.id, updated) }));
      }
      announce(texts[action].done(participantName(row)));
      // The reload redraws the list (a deleted row leaves with it): focus is watched until it is done.
      const reloaded = reload();
      focusAfterRender(() => participantRowFocusTarget(row.id), reloaded);
      await reloaded;
    },
    [run, texts, t, reload, announce],
  );

  const onRefunded = useCallback(
    ({ participant }: PaymentActionResult) => {
      setReplaced((current) => ({ source: current.source, rows: new Map(current.rows).set(participant.id, participant) }));
      const name = participantName(participant);
      announce(t`Payment of ${name} refunded.`);
      focusAfterRender(() => participantRowFocusTarget(participant.id), reload());
    },
    [reload, announce, t],
  );

  const actions = useMemo(
    () => ({
      family: program.family,
      requiresAcceptance: program.applicationsRequiresAccept,
      permissions,
      working,
      onAction: (row: ParticipantListRow, action: ReviewAction) => void onAction(row, action),
      onRefunded,
    }),
    [program.family, program.applicationsRequiresAccept, permissions, working, onAction, onRefunded],
  );

  const loadApplicants = useCallback(async () => {
    const query = participantsListQuery(search, variant);
    const pages = await Promise.all(
      Array.from({ length: Math.max(pageCount, 1) }, (_, index) =>
        queryClient.fetchQuery(participantsListPageQuery(program.eventId, { ...query, page: index + 1 })),
      ),
    );
    return pages.flatMap((page) => page.participants);
  }, [search, variant, pageCount, program.eventId, queryClient]);

  const page = data.page;
  const totalSubmissions = data.totalSubmissions;
  const totalApproved = data.totalApproved;
  return (
    <section className="page participants-page" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      <div className="totals">
        <p className="totals__item">
          <Trans>
            Total Submissions: <strong>{totalSubmissions}</strong>
          </Trans>
        </p>
        <p className="totals__item">
          <Trans>
            Total Approved: <strong>{totalApproved}</strong>
          </Trans>
        </p>
      </div>
      <div className="card">
        <ParticipantsFilters variant={variant} search={search} onApply={(change) => goTo(withFilters(search, change))} />
        <div className="list-toolbar" role="group" aria-label={t`List actions`}>
          {variant.columnPicker ? <ColumnPickerButton /> : null}
          {canExport ? (
            <EmailExportButton
              eventId={program.eventId}
              programName={programName}
              year={typeof search.eventYear === 'number' ? search.eventYear : leagueYearOf(new Date())}
            />
          ) : null}
          {canExport && variant.resumeDownload ? <ResumeDownloadButton eventId={program.eventId} loadApplicants={loadApplicants} /> : null}
        </div>
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
          columns={visibleParticipantColumns(variant, choice)}
          sorting={sortingOf(search)}
          onSortingChange={(sorting) => goTo(withSorting(search, sorting))}
          actions={actions}
        />
        <Pager
          label={t`Participant pages`}
          pageIndex={page - 1}
          pageCount={pageCount}
          canPrevious={page > 1}
          canNext={page < pageCount}
          onPrevious={() => goTo({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}
          onNext={() => goTo({ ...search, page: page + 1 })}
        />
      </div>
    </section>
  );
}
