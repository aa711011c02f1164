import { useLingui } from '@lingui/react/macro';
import type { DashboardFigures } from '../api/dashboard.ts';
import { formatCount } from './money.ts';

/**
 * Dashboard 'Applicant funnel': per program, how many browser sessions opened
 * the public form, how many started answering it, and how many applications
 * were submitted (drafts saved to finish later are not applications), as a
 * table (most opened first).
 */
export function ApplicantFunnel({ programs }: { programs: DashboardFigures['applicantFunnel'] }) {
  const { t, i18n } = useLingui();
  const format = (value: number) => formatCount(value, i18n.locale);
  return (
    <section className="card chart-card" aria-labelledby="applicant-funnel-heading">
      <h2 id="applicant-funnel-heading">{t`Applicant funnel`}</h2>
      {programs.length === 0 ? (
        <p className="chart-card__empty">{t`No one opened an application form in this league year.`}</p>
      ) : (
        // A wide table scrolls sideways in its own labelled region, reachable by keyboard (WCAG 1.4.10, 2.1.1).
        <div className="table-scroll" role="region" aria-label={t`Applicant funnel table`} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t`Applicants who opened, started and submitted each program's form`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Program`}</th>
                <th scope="col">{t`Opened`}</th>
                <th scope="col">{t`Started`}</th>
                <th scope="col">{t`Submitted`}</th>
              </tr>
            </thead>
            <tbody>
              {programs.map((program) => (
                <tr key={program.eventId}>
                  <th scope="row">{program.eventName}</th>
                  <td>{format(program.opened)}</td>
                  <td>{format(program.started)}</td>
                  <td>{format(program.submitted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
