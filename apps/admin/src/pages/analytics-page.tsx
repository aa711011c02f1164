import { usePageTitle } from '../shell/use-page-title.ts';

/**
 * /app/dashboards/analytics, where /app leads (spec §2). A placeholder until the
 * analytics figures exist: it shows no numbers rather than invented ones.
 */
export function AnalyticsPage() {
  usePageTitle('Analytics');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Analytics</h1>
      <div className="card placeholder">
        <p>Program and participant figures will appear here.</p>
        <p className="muted">Use the side menu to open a program list.</p>
      </div>
    </section>
  );
}
