import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LegendApplicationsResponse } from '@huddle/schemas';
import { formatStatusDateTime, formatSubmittedOn } from '../format/display-date.ts';
import { statusLabel } from '../format/status-label.ts';
import { LogHistoryTable } from '../participants/log-history-table.tsx';
import type { ProgramArea } from '../routes/program-area.ts';

/** The /app area of a registration's program by its family (the participant routes of spec §2). */
function areaOfFamily(family: string): ProgramArea {
  if (family === 'legends-directory') return 'nfllegends';
  return family === 'football-ops' ? 'footballOps' : 'admin';
}

/**
 * Every application of a Legend (spec §1 Legends area), newest first: its
 * program, company, status and dates, a link to its participant detail and
 * its status history; then their registrations to other programs.
 */
export function LegendApplicationsSection({ history }: { history: LegendApplicationsResponse }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="applications-heading">
      <h2 id="applications-heading">
        <Trans>Applications</Trans>
      </h2>
      {history.applications.length === 0 ? <p>{t`No applications.`}</p> : null}
      {history.applications.map((application) => (
        <article
          key={application.applicationId}
          className="legend-application"
          aria-labelledby={`application-${application.applicationId}`}
        >
          <h3 id={`application-${application.applicationId}`}>
            {application.programName}: {application.companyName ?? t`(no company)`}
          </h3>
          <dl className="details">
            <div>
              <dt>{t`Status`}</dt>
              <dd>{statusLabel(application.statusName)}</dd>
            </div>
            <div>
              <dt>{t`Submitted On`}</dt>
              <dd>{formatSubmittedOn(application.applicationDate)}</dd>
            </div>
            <div>
              <dt>{t`Status Date`}</dt>
              <dd>{formatStatusDateTime(application.statusDate)}</dd>
            </div>
          </dl>
          <p>
            <Link
              to="/$area/programs/$programId/participant-detail/$id"
              params={{ area: 'nfllegends', programId: String(application.programId), id: String(application.registrationId) }}
            >
              {t`Open the application`}
            </Link>
          </p>
          <LogHistoryTable statuses={application.statuses} />
        </article>
      ))}
      {history.registrations.length === 0 ? null : (
        <>
          <h3>{t`Other programs`}</h3>
          <div className="table-scroll" role="region" aria-label={t`Other programs`} tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">{t`Other programs`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Program`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Submitted On`}</th>
                </tr>
              </thead>
              <tbody>
                {history.registrations.map((registration) => (
                  <tr key={registration.registrationId}>
                    <td>
                      <Link
                        to="/$area/programs/$programId/participant-detail/$id"
                        params={{
                          area: areaOfFamily(registration.family),
                          programId: String(registration.programId),
                          id: String(registration.registrationId),
                        }}
                      >
                        {registration.programName}
                      </Link>
                    </td>
                    <td>{statusLabel(registration.statusName)}</td>
                    <td>{formatSubmittedOn(registration.submittedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
