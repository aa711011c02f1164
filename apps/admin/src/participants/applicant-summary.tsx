import { useLingui } from '@lingui/react/macro';
import type { ParticipantRow } from '../api/participants.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { statusLabel } from '../format/status-label.ts';
import { participantName } from './participant-name.ts';

/**
 * spec §2 participant detail 'Applicant Name' section: the applicant's name,
 * the status (upper-cased; '---' when none) and the submission date.
 */
export function ApplicantSummary({ participant }: { participant: ParticipantRow }) {
  const { t } = useLingui();
  const details: Array<[string, string]> = [
    [t`Status`, statusLabel(participant.statusName)],
    [t`Submitted On`, formatSubmittedOn(participant.submittedOn)],
  ];
  return (
    <section className="card" aria-labelledby="applicant-name-heading">
      <h2 id="applicant-name-heading">{t`Applicant Name`}</h2>
      <p className="applicant-name">{participantName(participant)}</p>
      <dl className="details">
        {details.map(([term, value]) => (
          <div key={term} className="details__item">
            <dt>{term}</dt>
            <dd>{value || t`none specified`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
