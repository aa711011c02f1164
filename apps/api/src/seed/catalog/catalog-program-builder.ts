import type { FixedRole } from '@huddle/schemas';
import { leagueYearOf } from '@huddle/program-rules';
import type { ProgramFamily } from '../../db/database.ts';
import { componentList, type ComponentEntry } from './catalog-components.ts';
import { catalogLeagueYear } from './catalog-dates.ts';
import type { CatalogContact, CatalogPath, CatalogProgram } from './catalog-program.ts';
import { questionList, type QuestionDraft } from './catalog-questions.ts';
import { programSettings } from './catalog-settings.ts';
import type { SocialLinks } from './catalog-social.ts';

/** Program dates as [start, end, application due], each 'YYYY-MM-DD'. */
export type EventDates = readonly [start: string, end: string, due: string];

/** Everything a catalog program is built from; defaults noted per field. */
export interface ProgramInput {
  id: number;
  eventName: string;
  /** Defaults to eventName. */
  programDisplayName?: string;
  /** Defaults to 'nfl-programs'. */
  family?: ProgramFamily;
  /** Defaults to null. */
  fixedRole?: FixedRole;
  /** First application path is the settings' applicationUrl. */
  paths: readonly CatalogPath[];
  /** null: an open-ended program without dates (eventYear is then the catalog's league year). */
  dates: EventDates | null;
  /** Defaults to true. */
  activeEvent?: boolean;
  /** Rich-text description (see describeProgram). */
  description: string;
  requiresAccept: boolean;
  fee?: number;
  social?: SocialLinks;
  legalDisclaimer?: string;
  hideEventDates?: boolean;
  nextSteps?: readonly string[];
  components: readonly ComponentEntry[];
  questions: readonly QuestionDraft[];
  /** 1 or 2 contacts; the first one's address is used in the footer and closed messages. */
  contacts: readonly [CatalogContact, ...CatalogContact[]];
}

/**
 * Builds a CatalogProgram: eventYear is the league year of the start date
 * (spec §5, April 1 boundary), settings come from programSettings(), component
 * and question display orders are 10, 20, 30...
 */
export function catalogProgram(input: ProgramInput): CatalogProgram {
  const [start, end, due] = input.dates ?? [null, null, null];
  const applicationPath = input.paths.find((path) => (path.kind ?? 'application') === 'application');
  return {
    id: input.id,
    eventName: input.eventName,
    programDisplayName: input.programDisplayName ?? input.eventName,
    family: input.family ?? 'nfl-programs',
    fixedRole: input.fixedRole ?? null,
    eventYear: start === null ? catalogLeagueYear : leagueYearOf(start),
    activeEvent: input.activeEvent ?? true,
    startDate: start,
    endDate: end,
    applicationDueDate: due,
    paths: input.paths.map((path) => ({ ...path, kind: path.kind ?? 'application' })),
    settings: programSettings({
      name: input.programDisplayName ?? input.eventName,
      path: applicationPath?.path ?? '',
      eventDescription: input.description,
      requiresAccept: input.requiresAccept,
      fee: input.fee,
      social: input.social,
      legalDisclaimer: input.legalDisclaimer,
      hideEventDates: input.hideEventDates,
      nextSteps: input.nextSteps,
      contactEmail: input.contacts[0].contactEmail,
    }),
    components: componentList(input.components),
    questions: questionList(input.questions),
    contacts: input.contacts.map((contact) => ({ ...contact })),
  };
}
