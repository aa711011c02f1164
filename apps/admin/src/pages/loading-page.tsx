import { useLingui } from '@lingui/react/macro';

/** Shown while a page's data loads. */
export function LoadingPage() {
  const { t } = useLingui();
  return (
    <div className="page" role="status">
      <p className="muted">{t`Loading...`}</p>
    </div>
  );
}
