import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useDocumentTitle } from './use-document-title.ts';

/** Props of LoadFailurePage: the error that stopped the page and how to try again. */
export interface LoadFailurePageProps {
  error: unknown;
  onRetry(): void;
}

/** Shown when a page's data could not be loaded for another reason than 'not found'. */
export function LoadFailurePage({ error, onRetry }: LoadFailurePageProps) {
  useInterfaceLanguage();
  useDocumentTitle(t`Something went wrong`);
  const message = error instanceof Error && error.message !== '' ? error.message : t`Unknown Error`;
  return (
    <section className="app-message-page" aria-labelledby="load-failure-heading">
      <h1 id="load-failure-heading">{t`Something went wrong`}</h1>
      <p>{t`This page could not be loaded: ${message}`}</p>
      <button type="button" className="app-button app-button--primary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </section>
  );
}
