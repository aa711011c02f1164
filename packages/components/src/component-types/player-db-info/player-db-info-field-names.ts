/** RJSF field of the whole PlayerDbInfo answers object (locks the player database fields). */
export const PLAYER_DB_INFO_FIELD = 'PlayerDbInfo.Record';

/** RJSF field of `playerId`: the player search combobox. */
export const PLAYER_SEARCH_FIELD = 'PlayerDbInfo.PlayerSearch';
