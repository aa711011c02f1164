import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { LivePreview } from '../program-builder/live-preview.tsx';
import { PreviewLayout } from '../program-builder/preview-layout.tsx';
import { ProgramBuilderPanels } from '../program-builder/program-builder-panels.tsx';
import { ProgramSettingsForm } from '../program-settings/program-settings-form.tsx';
import { useProgramSettings } from '../program-settings/use-program-settings.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/forms/$programId');

/**
 * /app/{area}/forms/{programId}: spec §2 program settings form, titled
 * 'Program Information' with the program name: the settings form (header
 * graphic, Preview, Save, every spec §3 field the caller may see), then the
 * component, question and contact panels, with the live preview beside the
 * editor where there is room and behind a 'Show preview' button elsewhere
 * (see PreviewLayout).
 */
export function ProgramInformationPage() {
  const { t } = useLingui();
  const program = route.useLoaderData();
  const settings = useProgramSettings(program.eventId);
  const programName = program.eventName;
  usePageTitle(t`${programName} Program Information`);
  return (
    <section className="page program-information" aria-labelledby="page-title">
      <h1 id="page-title">{t`Program Information`}</h1>
      <p className="program-name">{program.eventName}</p>
      <PreviewLayout
        editor={
          <>
            {settings.kind === 'loading' ? (
              <p className="card" role="status">
                {t`Loading program settings...`}
              </p>
            ) : null}
            {settings.kind === 'failed' ? (
              <p className="alert alert--error" role="alert">
                {t`The program settings could not be loaded: ${settings.message}`}
              </p>
            ) : null}
            {settings.kind === 'loaded' ? <ProgramSettingsForm key={`settings-${program.eventId}`} initial={settings.response} /> : null}
            <ProgramBuilderPanels key={`panels-${program.eventId}`} programId={program.eventId} />
          </>
        }
        renderPreview={() => <LivePreview />}
      />
    </section>
  );
}
