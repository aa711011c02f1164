import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../shell/use-page-title.ts';

/** spec §2 404 page of /app: error title, code 404 and a 'go back home' link to /app. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="page error-page" aria-labelledby="page-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">Page Not Found</h1>
      <p>Error code 404: the page you asked for does not exist.</p>
      <Link to="/" className="button button--primary">
        go back home
      </Link>
    </section>
  );
}
