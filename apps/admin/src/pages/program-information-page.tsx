import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/forms/$programId');

/**
 * /app/{area}/forms/{programId}: spec §2 program settings form, titled 'Program
 * Information' with the program name. The settings editor itself comes later.
 */
export function ProgramInformationPage() {
  const { t } = useLingui();
  const program = route.useLoaderData();
  const programName = program.eventName;
  usePageTitle(t`${programName} Program Information`);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Program Information`}</h1>
      <div className="card">
        <p className="program-name">{program.eventName}</p>
        <p className="muted">{t`The program settings, components and questions will be edited here.`}</p>
      </div>
    </section>
  );
}
