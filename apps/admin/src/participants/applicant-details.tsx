import type { ProgramFamily } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';
import type { ParticipantListRow } from '../api/participants-list.ts';
import { applicantDetailGroups, type ApplicantDetailField } from './applicant-detail-fields.ts';
import { useColumnLabels } from './use-column-labels.ts';

function DetailList({ fields }: { fields: ApplicantDetailField[] }) {
  const { t } = useLingui();
  const labels: Record<ApplicantDetailField['column'], string> = {
    ...useColumnLabels(),
    industry: t`Industry`,
    currentJobTitle: t`Current Job Title`,
    state: t`State`,
  };
  const empty = (column: ApplicantDetailField['column']) => (column === 'teams' ? t`No Teams Specified` : t`none specified`);
  return (
    <dl className="details">
      {fields.map((field) => (
        <div key={field.column} className="details__item">
          <dt>{labels[field.column]}</dt>
          <dd>{field.text || empty(field.column)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The applicant details of spec §2 participant detail, one layout per program
 * type (see applicantDetailGroups); Legends also get 'Company Information'
 * when a company is present. Missing values read 'none specified'; missing
 * teams 'No Teams Specified'.
 */
export function ApplicantDetails({ participant, family }: { participant: ParticipantListRow; family: ProgramFamily }) {
  const { t } = useLingui();
  const groups = applicantDetailGroups(participant, family);
  return (
    <section className="card" aria-labelledby="applicant-details-heading">
      <h2 id="applicant-details-heading">{t`Applicant Details`}</h2>
      <DetailList fields={groups.personal} />
      {groups.company.length > 0 ? (
        <>
          <h3 className="details-subheading">{t`Company Information`}</h3>
          <DetailList fields={groups.company} />
        </>
      ) : null}
    </section>
  );
}
