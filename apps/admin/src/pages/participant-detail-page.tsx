import '../participants/participants.css';
import { ProgramForm, useFormValidation } from '@huddle/components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { invalidateParticipants } from '../api/participants.ts';
import { useMemo, useState } from 'react';
import { attachPlayer, type PlayerRecord } from '../api/player-db.ts';
import { AnswerListSection } from '../participants/answer-list-section.tsx';
import { answerLists } from '../participants/answer-lists.ts';
import { AnswersBoundary } from '../participants/answers-boundary.tsx';
import { ApplicantDetails } from '../participants/applicant-details.tsx';
import { ApplicantSummary } from '../participants/applicant-summary.tsx';
import { failureDetail } from '../participants/failure-detail.ts';
import { focusAfterRender, pageHeadingFocusTarget } from '../participants/focus-after-action.ts';
import { LogHistoryTable } from '../participants/log-history-table.tsx';
import { participantFileServices } from '../participants/participant-file-services.ts';
import { participantName } from '../participants/participant-name.ts';
import { PlayerDbSection } from '../participants/player-db-section.tsx';
import { RefundButton } from '../participants/refund-button.tsx';
import { statusCode } from '../participants/registration-status.ts';
import { RemoveSubmissionButton } from '../participants/remove-submission-button.tsx';
import { ResendApprovalButton } from '../participants/resend-approval-button.tsx';
import { ReviewActionButton } from '../participants/review-action-button.tsx';
import { TransactionsTable } from '../participants/transactions-table.tsx';
import { useReviewAction } from '../participants/use-review-action.ts';
import { useReviewActionTexts } from '../participants/use-review-action-texts.ts';
import { usePermissions } from '../session/current-user-atom.ts';
import { useAnnounce } from '../shell/announcement-atom.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/programs/$programId/participant-detail/$id');

function ignoreChange(): void {}

/** A message of the page: success (status) or failure (alert), shown by the player section or by the actions. */
type Notice = { ok: boolean; message: string; place: 'player' | 'actions' };

function NoticeView({ notice }: { notice: Notice }) {
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'alert alert--success' : 'alert alert--error'}>
      {notice.message}
    </p>
  );
}

/**
 * /app/{area}/programs/{programId}/participant-detail/{id} (spec §2 participant
 * detail): 'Applicant Name', the applicant details of the program type, 'Player
 * Db Information' with 'Search for Player', the answers read-only with the form
 * version they were given under, uploaded files and preferred teams where the
 * form has them, 'Transaction Information' (not Legends), 'Log History', and
 * the actions: Approve / Deny (hidden once decided), 'Resend Approval Email',
 * Refund on Paid registrations (the detail reloads after it), 'Remove
 * Submission' (back to the list after), and the Edit link. Each action's
 * result is announced, and focus moves to the page heading (issue 19).
 */
export function ParticipantDetailPage() {
  const { t, i18n } = useLingui();
  const { detail, program, facts } = route.useLoaderData();
  useFormValidation(detail.formVersion);
  const { area, programId } = route.useParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  /** Loads the page again after a change, with the program's lists and details marked stale. */
  const reload = async () => {
    await invalidateParticipants(queryClient, Number(programId));
    await router.invalidate();
  };
  const navigate = route.useNavigate();
  const permissions = usePermissions();
  const texts = useReviewActionTexts();
  const announce = useAnnounce();
  const eventId = Number(programId);
  const { participant } = detail;
  const name = participantName(participant);
  const { working, run } = useReviewAction(eventId);
  const [decidedFor, setDecidedFor] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [chosenPlayer, setChosenPlayer] = useState<PlayerRecord | null>(null);
  usePageTitle(t`${name} Participant Detail`);

  const family = facts?.family ?? 'nfl-programs';
  const decided = decidedFor === participant.id;
  const decisions = decided
    ? []
    : (['deny', 'approve'] as const).filter((action) => (action === 'approve' ? detail.actions.canApprove : detail.actions.canReject));
  const canResend =
    participant.registrationStatus === statusCode.Approved &&
    facts?.applicationsRequiresAccept === true &&
    permissions.includes('participants.decide');
  const canRemove = permissions.includes('participants.delete');
  const canRefund = participant.registrationStatus === statusCode.Paid && permissions.includes('participants.refund');
  const lists = answerLists(detail.formVersion.compiled, detail.answers);
  const fileServices = useMemo(() => participantFileServices(eventId, participant.id), [eventId, participant.id]);
  const player = chosenPlayer?.playerId === participant.playerId ? chosenPlayer : (detail.player ?? null);

  async function decide(action: 'approve' | 'deny') {
    setNotice(null);
    const outcome = await run(participant.id, action);
    if (!outcome.ok) {
      setNotice({ ok: false, message: texts[action].failure(failureDetail(outcome.error) ?? t`Unknown Error`), place: 'actions' });
      return;
    }
    setDecidedFor(participant.id);
    announce(texts[action].done(name));
    const reloaded = reload();
    focusAfterRender(pageHeadingFocusTarget, reloaded);
    await reloaded;
  }

  async function refunded() {
    announce(t`Payment of ${name} refunded.`);
    const reloaded = reload();
    focusAfterRender(pageHeadingFocusTarget, reloaded);
    await reloaded;
  }

  async function remove() {
    setNotice(null);
    const outcome = await run(participant.id, 'delete');
    if (!outcome.ok) {
      setNotice({ ok: false, message: texts.delete.failure(failureDetail(outcome.error) ?? t`Unknown Error`), place: 'actions' });
      return;
    }
    announce(texts.delete.done(name));
    await invalidateParticipants(queryClient, eventId);
    await navigate({ to: '/$area/programs/$programId/participants', params: { area, programId } });
    // The list's heading (tabIndex=-1) takes focus from the removed button.
    focusAfterRender(pageHeadingFocusTarget);
  }

  async function selectPlayer(record: PlayerRecord): Promise<boolean> {
    setNotice(null);
    try {
      await attachPlayer(eventId, participant.id, record.playerId);
      setChosenPlayer(record);
      await reload();
      return true;
    } catch (error) {
      const detail = failureDetail(error) ?? t`Unknown Error`;
      setNotice({ ok: false, message: t`Error attaching the player. ${detail}`, place: 'player' });
      return false;
    }
  }

  return (
    <section className="page participant-detail" aria-labelledby="page-title">
      <Link to="/$area/programs/$programId/participants" params={{ area, programId }} className="back-link">
        <Trans>Back to Participants</Trans>
      </Link>
      <div className="page-heading">
        <h1 id="page-title" tabIndex={-1}>
          <Trans>Participant Detail</Trans>
        </h1>
        {permissions.includes('participants.edit') ? (
          <Link
            to="/$area/programs/$programId/participant-edit/$id"
            params={{ area, programId, id: String(participant.id) }}
            className="button"
          >
            <Trans>Edit</Trans>
          </Link>
        ) : null}
      </div>
      {program.eventName ? <p className="muted">{program.eventName}</p> : null}
      <ApplicantSummary participant={participant} />
      <ApplicantDetails participant={participant} family={family} />
      {notice?.place === 'player' ? <NoticeView notice={notice} /> : null}
      <PlayerDbSection
        playerId={participant.playerId}
        player={player}
        canSearch={permissions.includes('players.search')}
        onSelect={selectPlayer}
      />
      <section className="card" aria-labelledby="answers-heading">
        <h2 id="answers-heading">
          <Trans>Application</Trans>
        </h2>
        <p className="muted">{t`Applied in ${languageName(detail.language, i18n.locale)}`}</p>
        <AnswersBoundary key={detail.formVersion.id}>
          <ProgramForm
            compiled={detail.formVersion.compiled}
            program={program}
            formData={detail.answers}
            onChange={ignoreChange}
            onSubmit={ignoreChange}
            services={fileServices}
            readOnly
          />
        </AnswersBoundary>
      </section>
      {lists.uploadedFiles !== null ? (
        <AnswerListSection title={t`Uploaded Files`} items={lists.uploadedFiles} emptyText={t`No Uploaded File(s)`} />
      ) : null}
      {lists.preferredTeams !== null ? (
        <AnswerListSection title={t`Preferred Teams`} items={lists.preferredTeams} emptyText={t`No Preference`} />
      ) : null}
      {family === 'legends-directory' ? null : (
        <section className="card" aria-labelledby="transactions-heading">
          <h2 id="transactions-heading">
            <Trans>Transaction Information</Trans>
          </h2>
          <TransactionsTable transactions={detail.transactions ?? []} />
        </section>
      )}
      <section className="card" aria-labelledby="log-history-heading">
        <h2 id="log-history-heading">
          <Trans>Log History</Trans>
        </h2>
        <LogHistoryTable statuses={detail.statuses} />
      </section>
      {notice?.place === 'actions' ? <NoticeView notice={notice} /> : null}
      {decisions.length > 0 || canResend || canRefund || canRemove ? (
        <div className="detail-actions" role="group" aria-label={t`Participant actions`}>
          {decisions.map((action) => (
            <ReviewActionButton
              key={action}
              action={action}
              name={name}
              working={working?.action === action}
              isDisabled={working !== null}
              onConfirm={() => void decide(action)}
            />
          ))}
          {canResend ? (
            <ResendApprovalButton
              eventId={eventId}
              personId={participant.id}
              onOutcome={(outcome) => setNotice({ ...outcome, place: 'actions' })}
            />
          ) : null}
          {canRefund ? <RefundButton registrationId={participant.id} name={name} onRefunded={() => void refunded()} /> : null}
          {canRemove ? (
            <RemoveSubmissionButton
              name={name}
              working={working?.action === 'delete'}
              isDisabled={working !== null}
              onConfirm={() => void remove()}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The name of the language `code` ('en', 'es') in the interface language `locale` (Intl.DisplayNames), e.g. 'Spanish', 'español'. */
function languageName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale || 'en'], { type: 'language' }).of(code) ?? code;
}
