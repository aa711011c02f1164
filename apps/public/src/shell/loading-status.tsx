import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
/**
 * Polite live region shown while a page waits for the API; screen readers
 * announce 'Loading...' (accessible name of role=status). A tab stop, so
 * that Tab in the first seconds stays in the page (issue 19); when the page
 * replaces it, focus moves to the main column (useFocusKeptInMain).
 */
export function LoadingStatus() {
  useInterfaceLanguage();
  return (
    <div className="app-loading-status" role="status" tabIndex={0}>
      <span className="app-loading-status__spinner" aria-hidden="true" />
      <span>{t`Loading...`}</span>
    </div>
  );
}
