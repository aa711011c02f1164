import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminSearchParticipant } from '../api/search.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { statusLabel } from '../format/status-label.ts';
import type { ProgramArea } from '../routes/program-area.ts';
import { areaOf } from './search-areas.ts';

function displayName(participant: AdminSearchParticipant): string {
  const name = participant.applicantName.trim() || [participant.firstName, participant.lastName].filter(Boolean).join(' ');
  return name || `#${participant.id}`;
}

/**
 * Search results: the matching participants (Name, Program, Email, Submitted On,
 * Status), each name linking to the participant detail in its program's area.
 */
export function ParticipantResults({
  participants,
  areas,
}: {
  participants: AdminSearchParticipant[];
  areas: ReadonlyMap<number, ProgramArea>;
}) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="participant-results-heading">
      <h2 id="participant-results-heading">{t`Participants`}</h2>
      {participants.length === 0 ? (
        <p className="muted">{t`No participants match.`}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="participant-results-heading" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Program`}</th>
                <th scope="col">{t`Email`}</th>
                <th scope="col">{t`Submitted On`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {participants.map((participant) => (
                <tr key={`${participant.eventId}-${participant.id}`}>
                  <td>
                    <Link
                      to="/$area/programs/$programId/participant-detail/$id"
                      params={{
                        area: areaOf(areas, participant.eventId),
                        programId: String(participant.eventId),
                        id: String(participant.id),
                      }}
                    >
                      {displayName(participant)}
                    </Link>
                  </td>
                  <td>{participant.eventName}</td>
                  <td>{participant.email ?? ''}</td>
                  <td data-column="submittedOn">{formatSubmittedOn(participant.submittedOn)}</td>
                  <td data-column="statusName">{statusLabel(participant.statusName)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
