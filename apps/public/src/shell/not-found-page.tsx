import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useDocumentTitle } from './use-document-title.ts';

/** The /error page: every unknown public path ends here (spec §2, §8 'Unknown route'). */
export function NotFoundPage() {
  useInterfaceLanguage();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="app-message-page" aria-labelledby="not-found-heading">
      <p className="app-message-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t`Page not found`}</h1>
      <p>
        {t`The page you are looking for does not exist or is no longer available. Please check the link you were given for the program you want to apply to.`}
      </p>
    </section>
  );
}
