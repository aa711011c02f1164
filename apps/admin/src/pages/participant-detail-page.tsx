import { ProgramForm } from '@huddle/components';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Decision } from '../api/participants.ts';
import { AnswersBoundary } from '../participants/answers-boundary.tsx';
import { ApplicantSummary } from '../participants/applicant-summary.tsx';
import { DecisionButton } from '../participants/decision-button.tsx';
import { LogHistoryTable } from '../participants/log-history-table.tsx';
import { participantName } from '../participants/participant-name.ts';
import { useDecision } from '../participants/use-decision.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/programs/$programId/participant-detail/$id');

function ignoreChange(): void {}

/**
 * /app/{area}/programs/{programId}/participant-detail/{id} (spec §2 participant
 * detail): 'Applicant Name', Approve / Deny when the API allows them, the answers
 * rendered read-only with the form version they were given under, and 'Log
 * History'. After a decision both buttons hide and the page reloads.
 */
export function ParticipantDetailPage() {
  const { detail, program } = route.useLoaderData();
  const { area, programId } = route.useParams();
  const router = useRouter();
  const { participant } = detail;
  const name = participantName(participant);
  const { working, error, decide } = useDecision(Number(programId));
  const [decidedFor, setDecidedFor] = useState<number | null>(null);
  usePageTitle(`${name} Participant Detail`);

  const decided = decidedFor === participant.id;
  const available: Decision[] = decided
    ? []
    : (['deny', 'approve'] as const).filter((decision) =>
        decision === 'approve' ? detail.actions.canApprove : detail.actions.canReject,
      );

  async function onConfirm(decision: Decision) {
    const updated = await decide(participant.id, decision, name);
    if (!updated) return;
    setDecidedFor(participant.id);
    await router.invalidate();
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <Link to="/$area/programs/$programId/participants" params={{ area, programId }} className="back-link">
        Back to Participants
      </Link>
      <h1 id="page-title">Participant Detail</h1>
      {program.eventName ? <p className="muted">{program.eventName}</p> : null}
      {error ? (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      ) : null}
      <ApplicantSummary participant={participant} />
      {available.length > 0 ? (
        <div className="detail-actions" role="group" aria-label="Decision">
          {available.map((decision) => (
            <DecisionButton
              key={decision}
              decision={decision}
              name={name}
              working={working?.decision === decision}
              isDisabled={working !== null}
              onConfirm={() => void onConfirm(decision)}
            />
          ))}
        </div>
      ) : null}
      <section className="card" aria-labelledby="answers-heading">
        <h2 id="answers-heading">Application</h2>
        <AnswersBoundary key={detail.formVersion.id}>
          <ProgramForm
            compiled={detail.formVersion.compiled}
            program={program}
            formData={detail.answers}
            onChange={ignoreChange}
            onSubmit={ignoreChange}
            readOnly
          />
        </AnswersBoundary>
      </section>
      <section className="card" aria-labelledby="log-history-heading">
        <h2 id="log-history-heading">Log History</h2>
        <LogHistoryTable statuses={detail.statuses} />
      </section>
    </section>
  );
}
