import { createContext, useContext } from 'react';
import type { PlayerSuggestion } from '../../form-services.ts';

/** What the PlayerDbInfo record field tells its player search field. */
export interface PlayerRecordState {
  /** The current PlayerDbInfo answers. */
  record: Readonly<Record<string, unknown>>;
  /** True when the record came with the page (`?p=` preload): no search, no change. */
  preloaded: boolean;
  /** Fills names and college from the chosen player and sets playerId (birth date left to the server). */
  choose(player: PlayerSuggestion): void;
  /** Forgets the chosen player: playerId cleared, the fields editable again. */
  clear(): void;
}

/** Provided by PlayerDbInfoRecordField around the record's fields. */
export const PlayerRecordContext = createContext<PlayerRecordState | null>(null);

/** The enclosing PlayerDbInfo record, or null outside one. */
export function usePlayerRecord(): PlayerRecordState | null {
  return useContext(PlayerRecordContext);
}
