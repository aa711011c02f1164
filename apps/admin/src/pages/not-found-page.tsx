import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../shell/use-page-title.ts';

/** spec §2 404 page of /app: error title, code 404 and a 'go back home' link to /app. */
export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`Page Not Found`;
  usePageTitle(title);
  return (
    <section className="page error-page" aria-labelledby="page-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{title}</h1>
      <p>{t`Error code 404: the page you asked for does not exist.`}</p>
      <Link to="/" className="button button--primary">
        {t`go back home`}
      </Link>
    </section>
  );
}
