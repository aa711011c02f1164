import type { ProgramFamily } from '@huddle/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { participantsListPageQuery, participantsQueryParams, type ParticipantsListPage } from '../api/participants-list.ts';
import { participantsListVariant } from './list-variant.ts';
import { participantsListQuery, type ParticipantsSearch } from './participants-search.ts';

/** Program families seen per program id, so later loads build the right query at once. */
const knownFamilies = new Map<number, ProgramFamily>();

/** The family a program's /app area suggests before the list has answered (spec §2 areas). */
function familyOfArea(area: string): ProgramFamily {
  if (area === 'nfllegends') return 'legends-directory';
  if (area === 'footballOps') return 'football-ops';
  return 'nfl-programs';
}

/**
 * Loads the participants list page of the URL query (spec §2), through the query cache. The filters a
 * program family offers are only known once its list answers: the first load
 * uses the family the area suggests, and loads again when the program's family
 * asks for a different query (e.g. the Legends default country). Throws ApiError.
 */
export async function loadParticipantsPage(
  queryClient: QueryClient,
  area: string,
  eventId: number,
  search: ParticipantsSearch,
): Promise<ParticipantsListPage> {
  const guess = knownFamilies.get(eventId) ?? familyOfArea(area);
  const guessed = participantsListQuery(search, participantsListVariant(guess));
  const page = await queryClient.fetchQuery(participantsListPageQuery(eventId, guessed));
  const family = page.program.family;
  knownFamilies.set(eventId, family);
  if (family === guess) return page;
  const actual = participantsListQuery(search, participantsListVariant(family));
  const same = JSON.stringify(participantsQueryParams(actual)) === JSON.stringify(participantsQueryParams(guessed));
  return same ? page : queryClient.fetchQuery(participantsListPageQuery(eventId, actual));
}
