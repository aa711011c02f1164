import { useDocumentTitle } from './use-document-title.ts';

/** The /error page: every unknown public path ends here (spec §2, §8 'Unknown route'). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="app-message-page" aria-labelledby="not-found-heading">
      <p className="app-message-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p>
        The page you are looking for does not exist or is no longer available. Please check the link you were given for the program you want
        to apply to.
      </p>
    </section>
  );
}
