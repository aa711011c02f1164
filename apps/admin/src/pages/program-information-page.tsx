import { getRouteApi } from '@tanstack/react-router';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/forms/$programId');

/**
 * /app/{area}/forms/{programId}: spec §2 program settings form, titled 'Program
 * Information' with the program name. The settings editor itself comes later.
 */
export function ProgramInformationPage() {
  const program = route.useLoaderData();
  usePageTitle(`${program.eventName} Program Information`);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Program Information</h1>
      <div className="card">
        <p className="program-name">{program.eventName}</p>
        <p className="muted">The program settings, components and questions will be edited here.</p>
      </div>
    </section>
  );
}
