import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
/**
 * Polite live region shown while a page waits for the API; screen readers
 * announce 'Loading...' (accessible name of role=status).
 */
export function LoadingStatus() {
  useInterfaceLanguage();
  return (
    <div className="app-loading-status" role="status">
      <span className="app-loading-status__spinner" aria-hidden="true" />
      <span>{t`Loading...`}</span>
    </div>
  );
}
