import { adultShirtSizes, childShirtSizes } from '@huddle/schemas/reference';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, FRIENDLY_NAME_KEYWORD, specPatterns } from '@huddle/form-engine';
import type { FamilyInformationConfig } from './family-information-config.ts';

/** spec §9: up to 10 children. */
export const MAX_CHILDREN = 10;
/** Oldest age a child's age list offers. */
export const MAX_CHILD_AGE = 25;
/** Class (family-information.css) starting a field on a new row of the form grid. */
export const ROW_START_CLASS = 'family-information__row-start';
/** spec §4: the significant-other fields SignificantOtherAttend 'yes' adds (sigOtherTShirt only with spouseShirtSize). */
export const SIGNIFICANT_OTHER_FIELDS = ['sigOtherName', 'sigOtherEmail', 'sigOtherCell', 'sigOtherTShirt'] as const;

/** Answer keys of child `n` (1-based): childName{n}, childAge{n}, childShirtSize{n} (spec §3). */
export function childKeys(n: number): { name: string; age: string; shirtSize: string } {
  return { name: `childName${n}`, age: `childAge${n}`, shirtSize: `childShirtSize${n}` };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const childNumbers = range(1, MAX_CHILDREN);

/** spec §4: SignificantOtherAttend yes requires name, email, cell (and T-shirt size when configured); no allows none. */
function significantOtherRule(config: FamilyInformationConfig): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    sigOtherName: { type: 'string', title: 'Significant Other Name', pattern: specPatterns.name, maxLength: DEFAULT_TEXT_LIMIT },
    sigOtherEmail: { type: 'string', title: 'Significant Other Email', format: 'email', maxLength: 254 },
    sigOtherCell: { type: 'string', title: 'Significant Other Cell Phone', pattern: specPatterns.phone },
  };
  if (config.spouseShirtSize)
    properties['sigOtherTShirt'] = { type: 'string', title: 'Significant Other T-Shirt Size', enum: [...adultShirtSizes] };
  return {
    if: { properties: { SignificantOtherAttend: { const: 'yes' } }, required: ['SignificantOtherAttend'] },
    then: { properties, required: Object.keys(properties) },
  };
}

/** Child `n`'s fields, required once at least `n` children attend. */
function childRule(config: FamilyInformationConfig, n: number): JsonSchema {
  const keys = childKeys(n);
  const properties: Record<string, JsonSchema> = {
    [keys.name]: { type: 'string', title: `Child ${n} Name`, pattern: specPatterns.name, maxLength: DEFAULT_TEXT_LIMIT },
  };
  if (config.childrenAge) properties[keys.age] = { type: 'integer', title: `Child ${n} Age`, enum: range(0, MAX_CHILD_AGE) };
  if (config.childrenShirtSize) properties[keys.shirtSize] = { type: 'string', title: `Child ${n} Shirt Size`, enum: [...childShirtSizes] };
  return {
    if: { properties: { numberOfChildren: { type: 'integer', minimum: n } }, required: ['numberOfChildren'] },
    then: { properties, required: Object.keys(properties) },
  };
}

/**
 * The FamilyInformation answers object (spec §3 family, §4, §9). Flat keys,
 * as the spec names them:
 * - spouseInfo: `SignificantOtherAttend` ('yes'/'no') required; 'yes' adds
 *   sigOtherName (name pattern), sigOtherEmail (email), sigOtherCell (US
 *   phone) and, with spouseShirtSize, sigOtherTShirt (adult sizes), all
 *   required; 'no' allows none of them.
 * - kidsInfo: `numberOfChildren` (0-10) required; for n = 1..count,
 *   childName{n} (name pattern), childAge{n} (0-25, with childrenAge) and
 *   childShirtSize{n} (Small/Medium/Large, with childrenShirtSize) required.
 *   One if/then per n, so each child field has its own friendly name
 *   ('Child 2 Name') and a child beyond the count is refused.
 * Fields are declared only in the branch that shows them:
 * `unevaluatedProperties: false` refuses everything else.
 */
export function familyInformationSchema(config: FamilyInformationConfig, title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const rules: JsonSchema[] = [];
  if (config.spouseInfo) {
    properties['SignificantOtherAttend'] = {
      type: 'string',
      title: 'Will your significant other attend?',
      [FRIENDLY_NAME_KEYWORD]: 'Significant Other Attending',
      enum: ['yes', 'no'],
    };
    rules.push(significantOtherRule(config));
  }
  if (config.kidsInfo) {
    properties['numberOfChildren'] = { type: 'integer', title: 'Number of Children Attending', enum: range(0, MAX_CHILDREN) };
    rules.push(...childNumbers.map((n) => childRule(config, n)));
  }
  return {
    type: 'object',
    title,
    properties,
    required: Object.keys(properties),
    ...(rules.length > 0 ? { allOf: rules } : {}),
    unevaluatedProperties: false,
  };
}

/**
 * Yes/No radio, drop-downs for sizes, counts and ages; the number of
 * children and each child's name start a new row, so a child's fields sit
 * side by side whatever is configured.
 */
export function familyInformationUiSchema(): UiSchema {
  const select = (placeholder: string) => ({ 'ui:widget': 'select', 'ui:placeholder': placeholder });
  const children = childNumbers.map(childKeys);
  return {
    'ui:order': [
      'SignificantOtherAttend',
      ...SIGNIFICANT_OTHER_FIELDS,
      'numberOfChildren',
      ...children.flatMap((keys) => [keys.name, keys.age, keys.shirtSize]),
      '*',
    ],
    SignificantOtherAttend: { 'ui:widget': 'radio', 'ui:enumNames': ['Yes', 'No'], 'ui:options': { columns: 2 } },
    sigOtherCell: { 'ui:options': { inputType: 'tel' } },
    sigOtherTShirt: select('Choose a size'),
    numberOfChildren: { ...select('Choose a number'), 'ui:classNames': ROW_START_CLASS },
    ...Object.fromEntries(
      children.flatMap((keys) => [
        [keys.name, { 'ui:classNames': ROW_START_CLASS }],
        [keys.age, select('Choose an age')],
        [keys.shirtSize, select('Choose a size')],
      ]),
    ),
  };
}
