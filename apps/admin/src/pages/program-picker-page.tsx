import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ProgramTable } from '../programs/program-table.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/admin/programs');

/** /app/admin/programs: spec §2 program picker; each name opens the program's participants. */
export function ProgramPickerPage() {
  const { t } = useLingui();
  const programs = route.useLoaderData();
  usePageTitle(t`Program List`);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Please Select Program`}</h1>
      <div className="card">
        <ProgramTable programs={programs} target="participants" caption={t`Programs`} />
      </div>
    </section>
  );
}
