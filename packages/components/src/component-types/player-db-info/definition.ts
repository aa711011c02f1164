import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, specPatterns } from '@huddle/form-engine';
import { COLLEGE_WIDGET } from '../personal-information/college-widget-name.ts';
import { PLAYER_DB_INFO_FIELD, PLAYER_SEARCH_FIELD } from './player-db-info-field-names.ts';

/** spec §5: college is any non-blank text. */
const NON_BLANK = '\\S';

const text = (title: string, pattern: string): JsonSchema => ({ type: 'string', title, pattern, maxLength: DEFAULT_TEXT_LIMIT });

/** Display order of the PlayerDbInfo fields: the search first, then the record's fields. */
export const PLAYER_DB_INFO_ORDER = ['playerId', 'firstName', 'lastName', 'college', 'birthDate', '*'];

/**
 * The PlayerDbInfo answers object schema (spec §3 player database record,
 * §5 player db required set firstName, lastName, college, birthDate):
 * `playerId` (positive integer, optional) is the player database record the
 * applicant chose or arrived with (`?p=`, spec §2). With a playerId the birth
 * date may be omitted: the server fills it, with the names and college,
 * from the player database (it is never sent to the public); without one it
 * is required (mm/dd/yyyy).
 */
export function playerDbInfoSchema(title: string): JsonSchema {
  return {
    type: 'object',
    title,
    properties: {
      playerId: { type: 'integer', title: 'Player Database Search', minimum: 1 },
      firstName: text('First Name', specPatterns.name),
      lastName: text('Last Name', specPatterns.name),
      college: text('College', NON_BLANK),
      birthDate: { type: 'string', title: 'Birth Date', pattern: specPatterns.birthDate },
    },
    required: ['firstName', 'lastName', 'college'],
    if: { required: ['playerId'] },
    then: {},
    else: { required: ['birthDate'] },
    unevaluatedProperties: false,
  };
}

/**
 * PlayerDbInfo (spec §2, Body): the applicant's player database record.
 * A player search (suggestions after more than 1 character) fills first
 * name, last name and college and sets playerId; the college input suggests
 * player database colleges but takes free text. Fields supplied by the
 * player database are disabled and count as valid (spec §4). Nothing to
 * configure. Feeds the list columns names, birth date and playerId (the
 * registration's player).
 */
export const playerDbInfo: ComponentType = {
  name: 'PlayerDbInfo',
  section: 'Body',
  description: 'Player database record: search by name, or first and last name, college and birth date.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return playerDbInfoSchema(ctx.component.displayName);
  },
  toUiSchema(): UiSchema {
    return {
      'ui:field': PLAYER_DB_INFO_FIELD,
      'ui:order': PLAYER_DB_INFO_ORDER,
      playerId: {
        'ui:field': PLAYER_SEARCH_FIELD,
        'ui:placeholder': 'Type at least 2 letters of your name',
        'ui:help': 'Choosing your record fills in your name and college from the player database.',
        'ui:options': { wide: true },
      },
      firstName: { 'ui:autocomplete': 'given-name' },
      lastName: { 'ui:autocomplete': 'family-name' },
      college: { 'ui:widget': COLLEGE_WIDGET },
      birthDate: { 'ui:autocomplete': 'bday', 'ui:placeholder': 'mm/dd/yyyy', 'ui:help': 'Format: mm/dd/yyyy' },
    };
  },
  project(answers): ProjectedColumns {
    const record = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
    const read = (key: string) => {
      const value = record[key];
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    };
    const playerId = record['playerId'];
    const columns: ProjectedColumns = {
      firstName: read('firstName'),
      lastName: read('lastName'),
      birthDate: read('birthDate'),
      playerId: typeof playerId === 'number' && Number.isInteger(playerId) && playerId > 0 ? playerId : undefined,
    };
    return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ProjectedColumns;
  },
};
