import { getRouteApi } from '@tanstack/react-router';
import { ProgramTable } from '../programs/program-table.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/admin/forms');

/** /app/admin/forms: spec §2 forms list; each name opens the program's settings form. */
export function FormsListPage() {
  const programs = route.useLoaderData();
  usePageTitle('Program Builder');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Please Select Program to Edit</h1>
      <div className="card">
        <ProgramTable programs={programs} target="form" caption="Programs to edit" />
      </div>
    </section>
  );
}
