import '../participants/participants.css';
import '../legends/legends.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { attachLegendPlayer, detachLegendPlayer, invalidateLegend } from '../api/legends.ts';
import type { PlayerRecord } from '../api/player-db.ts';
import { formatSubmittedOn } from '../format/display-date.ts';
import { LegendApplicationsSection } from '../legends/legend-applications-section.tsx';
import { LegendBusinessSection } from '../legends/legend-business-section.tsx';
import { LegendDocumentsSection } from '../legends/legend-documents-section.tsx';
import { LegendNotesSection } from '../legends/legend-notes-section.tsx';
import { failureDetail } from '../participants/failure-detail.ts';
import { PlayerDbSection } from '../participants/player-db-section.tsx';
import { usePermissions } from '../session/current-user-atom.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/nfllegends/legends/$legendId');

/**
 * /app/nfllegends/legends/{legendId} (spec §1 Legends area): who the Legend
 * is, their player database record (attach with 'Search for Player', detach;
 * legends.edit), the teams they played for, their business, every
 * application with its history, their documents and the staff's notes.
 */
export function LegendPage() {
  const { t } = useLingui();
  const data = route.useLoaderData();
  const router = useRouter();
  const permissions = usePermissions();
  const [error, setError] = useState<string | null>(null);
  const { legend } = data;
  const name = `${legend.firstName} ${legend.lastName}`.trim();
  const canEdit = permissions.includes('legends.edit');
  usePageTitle(t`${name} Legend`);
  const queryClient = useQueryClient();
  const reload = async () => {
    await invalidateLegend(queryClient, data.legendId);
    await router.invalidate();
  };

  async function selectPlayer(record: PlayerRecord): Promise<boolean> {
    setError(null);
    try {
      await attachLegendPlayer(data.legendId, record.playerId);
      await reload();
      return true;
    } catch (failure) {
      const detail = failureDetail(failure) ?? t`Unknown Error`;
      setError(t`Error attaching the player. ${detail}`);
      return false;
    }
  }

  async function detach() {
    setError(null);
    try {
      await detachLegendPlayer(data.legendId);
      await reload();
    } catch (failure) {
      const detail = failureDetail(failure) ?? t`Unknown Error`;
      setError(t`Error detaching the player. ${detail}`);
    }
  }

  const identity: Array<[string, string | null]> = [
    [t`Email`, legend.email],
    [t`Phone Number`, legend.phone],
    [t`Location`, [legend.city, legend.stateCode, legend.country].filter(Boolean).join(', ')],
    [t`DOB`, legend.birthDate === null ? null : formatSubmittedOn(legend.birthDate)],
  ];

  return (
    <section className="page legend-page" aria-labelledby="page-title">
      <Link to="/nfllegends/legends" className="back-link">
        <Trans>Back to Legends</Trans>
      </Link>
      <h1 id="page-title">{name}</h1>
      <section className="card" aria-labelledby="identity-heading">
        <h2 id="identity-heading">{t`Legend`}</h2>
        <dl className="details">
          {identity.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || t`none specified`}</dd>
            </div>
          ))}
        </dl>
      </section>
      {error === null ? null : (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <PlayerDbSection
        playerId={legend.playerId}
        player={data.player}
        canSearch={canEdit && permissions.includes('players.search')}
        onSelect={selectPlayer}
      />
      {canEdit && legend.playerId !== null ? (
        <div className="section-actions legend-page__detach">
          <button type="button" className="button" onClick={() => void detach()}>
            {t`Detach Player`}
          </button>
        </div>
      ) : null}
      <section className="card" aria-labelledby="teams-heading">
        <h2 id="teams-heading">{t`Teams Played For`}</h2>
        {data.teams.length === 0 ? (
          <p>{t`No Teams Specified`}</p>
        ) : (
          <ul className="legend-teams">
            {data.teams.map((team) => (
              <li key={team.season}>
                {team.season}: {team.clubName}
              </li>
            ))}
          </ul>
        )}
      </section>
      <LegendBusinessSection key={data.business?.applicationId ?? 0} business={data.business} canEdit={canEdit} onSaved={reload} />
      <LegendApplicationsSection history={data.history} />
      <LegendDocumentsSection
        legendId={data.legendId}
        documents={data.documents}
        canUpload={permissions.includes('legends.documents.create')}
        onUploaded={reload}
      />
      <LegendNotesSection
        legendId={data.legendId}
        notes={data.notes}
        canAdd={permissions.includes('legends.notes.create')}
        onAdded={reload}
      />
    </section>
  );
}
