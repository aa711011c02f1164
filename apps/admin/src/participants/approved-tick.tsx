import { useLingui } from '@lingui/react/macro';

/** The tick icon of Approved rows (spec §2), with the accessible name 'Approved'. */
export function ApprovedTick() {
  const { t } = useLingui();
  return (
    <svg className="approved-tick" role="img" aria-label={t`Approved`} viewBox="0 0 24 24" width="22" height="22">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
