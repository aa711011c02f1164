import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ProgramTable } from '../programs/program-table.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/admin/forms');

/** /app/admin/forms: spec §2 forms list; each name opens the program's settings form. */
export function FormsListPage() {
  const { t } = useLingui();
  const programs = route.useLoaderData();
  usePageTitle(t`Program Builder`);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Please Select Program to Edit`}</h1>
      <div className="card">
        <ProgramTable programs={programs} target="form" caption={t`Programs to edit`} />
      </div>
    </section>
  );
}
