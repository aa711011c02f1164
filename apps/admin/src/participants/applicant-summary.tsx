import type { ParticipantRow } from '../api/participants.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { formatPhoneNumber } from '../format/phone-number.ts';
import { statusLabel } from '../format/status-label.ts';
import { participantName } from './participant-name.ts';

/**
 * spec §2 participant detail 'Applicant Name' section: the applicant's name,
 * status, email, phone and submission date.
 */
export function ApplicantSummary({ participant }: { participant: ParticipantRow }) {
  const details: Array<[string, string]> = [
    ['Status', statusLabel(participant.statusName)],
    ['Email', participant.email ?? ''],
    ['Phone Number', formatPhoneNumber(participant.phone)],
    ['Submitted On', formatSubmittedOn(participant.submittedOn)],
  ];
  return (
    <section className="card" aria-labelledby="applicant-name-heading">
      <h2 id="applicant-name-heading">Applicant Name</h2>
      <p className="applicant-name">{participantName(participant)}</p>
      <dl className="details">
        {details.map(([term, value]) => (
          <div key={term} className="details__item">
            <dt>{term}</dt>
            <dd>{value || 'none specified'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
