import { formReactPartTypes, loadComponentReactParts, loadFormValidation, type ProgramDisplay } from '@huddle/components';
import type { PlayerRecord, ProgramFamily, Transaction } from '@huddle/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { participantDetailQuery, type ParticipantDetail } from '../api/participants.ts';
import { publicProgramQuery } from '../api/programs.ts';
import { fallbackProgramDisplay } from '../programs/fallback-program-display.ts';
import { checkId, checkProgramParams, notFoundOn404 } from '../routes/route-params.ts';

/** The program facts the detail and edit pages decide on; null when the program's facts could not be loaded. */
export interface DetailProgramFacts {
  family: ProgramFamily;
  applicationsRequiresAccept: boolean;
}

/**
 * A participant's detail as the detail and edit pages read it: the API's
 * detail, with the transactions and player record when the API gives them.
 */
export type ParticipantDetailData = ParticipantDetail & {
  transactions?: Transaction[];
  player?: PlayerRecord | null;
};

/** What the detail and edit routes load. */
export interface ParticipantDetailLoad {
  detail: ParticipantDetailData;
  /** Display facts for the answers (ProgramForm). */
  program: ProgramDisplay;
  facts: DetailProgramFacts | null;
}

/**
 * Loads a participant's detail and its program's facts (through the query cache) for
 * /app/{area}/programs/{programId}/participant-detail/{id} and .../participant-edit/{id},
 * and the validator module and component type code of the answers' form version
 * (loadFormValidation, loadComponentReactParts).
 * Throws the router's notFound() for a bad area or id and for an unknown
 * participant; when the program's public facts fail, the answers still render
 * with empty display facts (facts null).
 */
export async function loadParticipantDetail(
  queryClient: QueryClient,
  params: { area: string; programId: string; id: string },
): Promise<ParticipantDetailLoad> {
  const programId = checkProgramParams(params);
  const personId = checkId(params.id);
  const [detail, publicProgram] = await Promise.all([
    notFoundOn404(queryClient.fetchQuery(participantDetailQuery(programId, personId))),
    queryClient.fetchQuery(publicProgramQuery(programId)).catch(() => null),
  ]);
  await Promise.all([loadFormValidation(detail.formVersion), loadComponentReactParts(formReactPartTypes(detail.formVersion.compiled))]);
  if (publicProgram === null) return { detail, program: fallbackProgramDisplay(''), facts: null };
  return {
    detail,
    program: publicProgram,
    facts: { family: publicProgram.family, applicationsRequiresAccept: publicProgram.applicationsRequiresAccept },
  };
}
