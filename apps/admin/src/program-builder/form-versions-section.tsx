import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error.ts';
import { formVersionsQuery } from '../api/program-builder-versions.ts';
import { formatShortDateTime } from '../format/display-date.ts';

/**
 * Props of FormVersionsSection: the program. The history loads again when a
 * save invalidates its query (formVersionsQuery), e.g. after a form change.
 */
export interface FormVersionsSectionProps {
  programId: number;
}

/** When a version was stored, in the browser's time zone and the active language (e.g. '3/5/2026 2:07 PM', '5/3/2026 14:07'). */
export function formatVersionTime(value: string): string {
  return formatShortDateTime(value);
}

/**
 * 'Form Versions' (issue 'Versions': a version history per program, when,
 * who, what changed): every entry newest first with its time, the staff
 * member who saved it ('System' without a staff save), the changes, and
 * which version the public form serves now; restored versions say so.
 */
export function FormVersionsSection({ programId }: FormVersionsSectionProps) {
  const { t } = useLingui();
  const history = useQuery(formVersionsQuery(programId));
  const versions = history.data ?? null;
  return (
    <section className="card builder-panel" aria-labelledby="form-versions-title">
      <h2 id="form-versions-title" className="builder-panel__title">
        <Trans>Form Versions</Trans>
      </h2>
      {history.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(history.error)}
        </p>
      ) : null}
      {versions === null ? (
        history.isPending ? (
          <p className="muted">
            <Trans>Loading...</Trans>
          </p>
        ) : null
      ) : (
        <div className="table-scroll" role="region" aria-label={t`Form Versions table`} tabIndex={0}>
          <table className="data-table builder-table">
            <caption className="visually-hidden">{t`Form Versions`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Version`}</th>
                <th scope="col">{t`When`}</th>
                <th scope="col">{t`Who`}</th>
                <th scope="col">{t`What Changed`}</th>
              </tr>
            </thead>
            <tbody>
              {versions.length === 0 ? (
                <tr>
                  <td className="data-table__empty" colSpan={4}>
                    <Trans>No Form Versions</Trans>
                  </td>
                </tr>
              ) : (
                versions.map((version, index) => {
                  const id = version.id;
                  return (
                    <tr
                      key={`${version.id}-${version.createdAt}-${index}`}
                      className={version.current ? 'builder-row--selected' : undefined}
                    >
                      <td>
                        {t`Version ${id}`}
                        {version.current ? <span className="version-badge">{t`Current`}</span> : null}
                        {version.kind === 'restored' ? <span className="version-badge version-badge--restored">{t`Restored`}</span> : null}
                      </td>
                      <td>{formatVersionTime(version.createdAt)}</td>
                      <td>{version.createdBy ?? t`System`}</td>
                      <td>
                        <ul className="version-changes">
                          {version.changes.map((change, changeIndex) => (
                            <li key={changeIndex}>{change}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
