import { nflClubNames } from '@huddle/schemas/reference';
import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { SELECT_PLACEHOLDER } from '@huddle/form-engine';

/** spec §2: the caption when the program configured none. */
export const DEFAULT_MULTI_DROP_DOWN_CAPTION = 'Cascading Drop Downs';
/** spec §3/§9: a Multi Drop Down has 1 to 6 drop-downs. */
export const MAX_DROP_DOWNS = 6;

/**
 * Admin configuration of MultiDropDown (spec §3 keys):
 * - controlCaption: the heading above the drop-downs;
 * - numDropDowns: how many drop-downs, 1-6;
 * - importTeams: every drop-down lists the 32 NFL clubs by clubName;
 * - content: the options of every drop-down when importTeams is off, in order
 *   ('select' is never an option, spec §5);
 * - labels: label0..label5, the caption of drop-down 1..6.
 */
export interface MultiDropDownConfig {
  controlCaption: string;
  numDropDowns: number;
  importTeams: boolean;
  content?: string[];
  labels?: Partial<Record<`label${number}`, string>>;
  [key: string]: unknown;
}

const labelProperties: Record<string, JsonSchema> = Object.fromEntries(
  Array.from({ length: MAX_DROP_DOWNS }, (_, index): [string, JsonSchema] => [
    `label${index}`,
    { type: 'string', title: `Label of drop-down ${index + 1}`, maxLength: 200 },
  ]),
);

const configSchema: JsonSchema = {
  type: 'object',
  properties: {
    controlCaption: { type: 'string', title: 'Caption shown above the drop-downs', maxLength: 200 },
    numDropDowns: { type: 'integer', title: 'Number of drop-downs (1 to 6)', minimum: 1, maximum: MAX_DROP_DOWNS },
    importTeams: { type: 'boolean', title: 'List the 32 NFL clubs in every drop-down' },
    content: {
      type: 'array',
      title: 'Options of every drop-down (when the NFL clubs are not listed)',
      items: { type: 'string', pattern: '\\S', maxLength: 200 },
      uniqueItems: true,
    },
    labels: { type: 'object', title: 'Drop-down labels', properties: labelProperties, additionalProperties: false },
  },
  required: ['controlCaption', 'numDropDowns', 'importTeams'],
  if: { properties: { importTeams: { const: false } }, required: ['importTeams'] },
  then: { required: ['content'], properties: { content: { minItems: 1 } } },
};

/** Answer key of drop-down `index` (0-based): `dropDown{index}`. */
export function dropDownKey(index: number): string {
  return `dropDown${index}`;
}

/** The options every drop-down offers: the club names (alphabetical), or the configured content without 'select' (spec §5). */
export function dropDownOptions(config: MultiDropDownConfig): string[] {
  if (config.importTeams) return [...nflClubNames];
  const options = (config.content ?? []).map((option) => option.trim()).filter((option) => option.toLowerCase() !== SELECT_PLACEHOLDER);
  return [...new Set(options)];
}

/** Friendly name of drop-down `index`: its configured label, else 'Selection {index + 1}'. */
export function dropDownTitle(config: MultiDropDownConfig, index: number): string {
  return config.labels?.[`label${index}`]?.trim() || `Selection ${index + 1}`;
}

/**
 * MultiDropDown (spec §2 'Multi Drop Down', Body): `numDropDowns` drop-downs
 * under the configured caption (default 'Cascading Drop Downs'). Answers
 * object `{ dropDown0: string, ..., dropDown{n-1}: string }`; every
 * drop-down must be chosen (spec §5) from the options (dropDownOptions),
 * never 'select'; keys beyond numDropDowns are refused. Throws (a
 * FormConfigError for the program) when the content leaves no option.
 * Feeds the `teams` column with the chosen clubs when importTeams is on.
 */
export const multiDropDown: ComponentType<MultiDropDownConfig> = {
  name: 'MultiDropDown',
  section: 'Body',
  description: 'One to six drop-downs of the same options (or the 32 NFL clubs), every one required.',
  configSchema,
  defaultConfiguration: { controlCaption: DEFAULT_MULTI_DROP_DOWN_CAPTION, numDropDowns: 1, importTeams: true, content: [], labels: {} },
  toSchema(config): JsonSchema {
    const options = dropDownOptions(config);
    if (options.length === 0) throw new Error(`content lists no option other than '${SELECT_PLACEHOLDER}'`);
    const keys = Array.from({ length: config.numDropDowns }, (_, index) => dropDownKey(index));
    return {
      type: 'object',
      title: config.controlCaption.trim() || DEFAULT_MULTI_DROP_DOWN_CAPTION,
      properties: Object.fromEntries(
        keys.map((key, index) => [key, { type: 'string', title: dropDownTitle(config, index), enum: options }]),
      ),
      required: keys,
      unevaluatedProperties: false,
    };
  },
  toUiSchema(config): UiSchema {
    const keys = Array.from({ length: config.numDropDowns }, (_, index) => dropDownKey(index));
    const placeholder = config.importTeams ? 'Choose a team' : 'Choose an option';
    return {
      'ui:order': keys,
      ...Object.fromEntries(keys.map((key) => [key, { 'ui:widget': 'select', 'ui:placeholder': placeholder }])),
    };
  },
  project(answers, config): ProjectedColumns {
    if (!config.importTeams || typeof answers !== 'object' || answers === null) return {};
    const chosen = Array.from({ length: config.numDropDowns }, (_, index) => (answers as Record<string, unknown>)[dropDownKey(index)]);
    const teams = [...new Set(chosen.filter((team): team is string => typeof team === 'string' && team.trim() !== ''))];
    return teams.length > 0 ? { teams } : {};
  },
};
