import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AdminProgramSummary } from '../api/programs.ts';
import { programAreaOf } from '../programs/program-area-of.ts';
import { leagueYearLabel } from '../dashboard/league-year.ts';

/** Search results: the matching programs, each linking to its participants list in its area. */
export function ProgramResults({ programs }: { programs: AdminProgramSummary[] }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="program-results-heading">
      <h2 id="program-results-heading">{t`Programs`}</h2>
      {programs.length === 0 ? (
        <p className="muted">{t`No programs match.`}</p>
      ) : (
        <ul className="result-list">
          {programs.map((program) => (
            <li key={program.eventId}>
              <Link
                to="/$area/programs/$programId/participants"
                params={{ area: programAreaOf(program.fixedRole), programId: String(program.eventId) }}
              >
                {program.eventName}
              </Link>
              {program.eventYear ? <span className="muted"> · {leagueYearLabel(program.eventYear)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
