import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ApplicantFunnel } from '../dashboard/applicant-funnel.tsx';
import { ApplicationsByProgram } from '../dashboard/applications-by-program.tsx';
import { ApplicationsOverTime } from '../dashboard/applications-over-time.tsx';
import { FeesCollected } from '../dashboard/fees-collected.tsx';
import { leagueYearOf } from '@huddle/program-rules';
import { leagueYearLabel } from '../dashboard/league-year.ts';
import { LeagueYearSelect } from '../dashboard/league-year-select.tsx';
import { StatusFunnel } from '../dashboard/status-funnel.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/dashboards/analytics');

/**
 * /app/dashboards/analytics, where /app leads (spec §2): the figures of one league
 * year (default the current one, spec §9 boundary April 1) for the user's program
 * families: applications over time, by program, by status, fees collected, and how many
 * applicants opened, started and submitted each program's form.
 */
export function AnalyticsPage() {
  const { t } = useLingui();
  const { eventYear, figures } = route.useLoaderData();
  const navigate = route.useNavigate();
  const currentYear = leagueYearOf(new Date());
  const yearLabel = leagueYearLabel(eventYear);
  usePageTitle(t`Analytics`);
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{t`Analytics`}</h1>
        <LeagueYearSelect
          value={eventYear}
          current={currentYear}
          onChange={(year) => void navigate({ search: { eventYear: year === currentYear ? undefined : year } })}
        />
      </div>
      <p className="muted">{t`Applications and fees of league year ${yearLabel}, for the programs you manage.`}</p>
      <div className="dashboard-grid">
        <ApplicationsOverTime weeks={figures.applicationsOverTime} />
        <StatusFunnel statuses={figures.statusFunnel} />
        <ApplicationsByProgram programs={figures.applicationsByProgram} />
        <FeesCollected fees={figures.feesCollected} />
        <ApplicantFunnel programs={figures.applicantFunnel} />
      </div>
    </section>
  );
}
