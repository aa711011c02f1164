import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ParticipantResults } from '../search/participant-results.tsx';
import { ProgramResults } from '../search/program-results.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/gogo/start/$keyword');

/**
 * /app/gogo/start/{keyword}, where the navbar search leads (spec §2): the programs
 * and participants matching the keyword in the user's program families, or 'No
 * results'.
 */
export function SearchResultsPage() {
  const { t } = useLingui();
  const { results, areas } = route.useLoaderData();
  const { keyword } = route.useParams();
  usePageTitle(t`Search results for ${keyword}`);
  const empty = results.programs.length === 0 && results.participants.length === 0;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Search results`}</h1>
      <p className="muted">{t`Results for “${keyword}”`}</p>
      {empty ? (
        <div className="card" role="status">
          <p className="empty-state">{t`No results`}</p>
          <p className="muted">{t`No program or participant matches “${keyword}”.`}</p>
        </div>
      ) : (
        <>
          <ProgramResults programs={results.programs} />
          <ParticipantResults participants={results.participants} areas={areas} />
        </>
      )}
    </section>
  );
}
