import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { PLAYER_DB_INFO_FIELD, PLAYER_SEARCH_FIELD } from './player-db-info-field-names.ts';
import { PlayerDbInfoRecordField } from './player-db-info-record-field.tsx';
import { PlayerSearchField } from './player-search-field.tsx';

/** PlayerDbInfo's React side: the record field (locks supplied fields) and the player search. */
export const reactParts: ComponentReactParts = {
  name: 'PlayerDbInfo',
  fields: {
    [PLAYER_DB_INFO_FIELD]: PlayerDbInfoRecordField as NonNullable<ComponentReactParts['fields']>[string],
    [PLAYER_SEARCH_FIELD]: PlayerSearchField as NonNullable<ComponentReactParts['fields']>[string],
  },
};
