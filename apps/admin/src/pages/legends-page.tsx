import '../participants/participants.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { usStates } from '@huddle/schemas/reference';
import { useState, type FormEvent } from 'react';
import { statusLabel } from '../format/status-label.ts';
import { registrationStatusName } from '@huddle/schemas';
import { usePageTitle } from '../shell/use-page-title.ts';
import { Pager } from '../tables/pager.tsx';

const route = getRouteApi('/nfllegends/legends');

/**
 * /app/nfllegends/legends (spec §1 Legends area): the Legends by name,
 * searched by name, email or company and filtered by state, paged as the
 * spec's other lists; each name opens the Legend's page.
 */
export function LegendsPage() {
  const { t } = useLingui();
  const page = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.search ?? '');
  const [state, setState] = useState(search.state ?? '');
  usePageTitle(t`Legends`);

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate({ search: { ...(text.trim() ? { search: text.trim() } : {}), ...(state ? { state } : {}) } });
  }

  function clear() {
    setText('');
    setState('');
    void navigate({ search: {} });
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Legends</Trans>
      </h1>
      <form className="card filters" role="search" aria-label={t`Find Legends`} onSubmit={submit}>
        <div className="filter filter--wide">
          <label className="filter__label" htmlFor="legends-search">{t`Name, email or company`}</label>
          <input id="legends-search" className="filter__input" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="filter">
          <label className="filter__label" htmlFor="legends-state">{t`State`}</label>
          <select id="legends-state" className="filter__select" value={state} onChange={(event) => setState(event.target.value)}>
            <option value="">{t`All states`}</option>
            {usStates.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__buttons">
          <button type="submit" className="button button--primary">{t`Search`}</button>
          <button type="button" className="button" onClick={clear}>{t`Clear Search`}</button>
        </div>
      </form>
      <div className="card">
        <p className="totals__item">
          <Trans>Total Legends: {page.total}</Trans>
        </p>
        <div className="table-scroll" role="region" aria-label={t`Legends table`} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t`Legends`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Company Name`}</th>
                <th scope="col">{t`State`}</th>
                <th scope="col">{t`Applications`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {page.legends.length === 0 ? (
                <tr>
                  <td colSpan={5} className="data-table__empty">{t`No Legends`}</td>
                </tr>
              ) : (
                page.legends.map((legend) => (
                  <tr key={legend.legendId}>
                    <td>
                      <Link to="/nfllegends/legends/$legendId" params={{ legendId: String(legend.legendId) }}>
                        {`${legend.firstName} ${legend.lastName}`.trim() || t`(no name)`}
                      </Link>
                    </td>
                    <td>{legend.companyName ?? ''}</td>
                    <td>{legend.stateCode ?? ''}</td>
                    <td>{legend.applications}</td>
                    <td>{legend.latestStatus === null ? '---' : statusLabel(registrationStatusName(legend.latestStatus))}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <Pager
          label={t`Legends pages`}
          pageIndex={page.page - 1}
          pageCount={page.pageCount}
          canPrevious={page.page > 1}
          canNext={page.page < page.pageCount}
          onPrevious={() => void navigate({ search: { ...search, page: page.page - 1 } })}
          onNext={() => void navigate({ search: { ...search, page: page.page + 1 } })}
        />
      </div>
    </section>
  );
}
