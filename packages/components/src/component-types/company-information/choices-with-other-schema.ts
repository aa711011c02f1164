import type { JsonSchema } from '@huddle/form-engine';
import { FRIENDLY_NAME_KEYWORD } from '@huddle/form-engine';

/** spec §3: the option that reveals the free text; never stored as such. */
export const OTHER_OPTION = 'Other';
/** spec §3: an 'Other' answer is stored as this prefix followed by the applicant's text. */
export const OTHER_ENTRY_PREFIX = 'Other: ';
/** spec §4/§5: an 'Other' entry needs text: the prefix then at least one non-space character. */
export const OTHER_ENTRY_PATTERN = '^Other: \\S';

/** One listed option of a multi-select: the stored value and the label shown. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** Options of a multi-select with 'Other' and the rules of its answer. */
export interface ChoicesWithOtherSpec {
  /** spec §5 friendly name, also the field label. */
  title: string;
  /** The listed options in display order; an 'Other' entry here is ignored (it is always offered last). */
  options: readonly ChoiceOption[];
  /** true: at least one entry (spec §5 required set). */
  required: boolean;
  /** Longest entry in characters, 'Other: ' prefix included (spec §5 company text limit). */
  maxLength: number;
}

/** The listed options without 'Other' (which is offered through the free text). */
export function listedOptions(options: readonly ChoiceOption[]): ChoiceOption[] {
  return options.filter((option) => option.value !== OTHER_OPTION);
}

/**
 * Answer schema of a multi-select with 'Other' (spec §3/§4/§5): an array of
 * unique strings, each one of the listed option values or an 'Other: {text}'
 * entry (at most one), e.g. ['MBE', 'Other: Tribal-owned']. Required: at
 * least one entry. An 'Other: ' entry without text fails its item pattern, so
 * the text is required once Other is chosen; items carry the field's friendly
 * name so that failure is listed under it.
 * Rendered by the 'CompanyInformation.ChoicesWithOther' widget, which reads
 * the options from `items.anyOf[0]` (values) and `ui:options.labels`.
 */
export function choicesWithOtherSchema(spec: ChoicesWithOtherSpec): JsonSchema {
  const values = listedOptions(spec.options).map((option) => option.value);
  return {
    type: 'array',
    title: spec.title,
    items: {
      type: 'string',
      [FRIENDLY_NAME_KEYWORD]: spec.title,
      maxLength: spec.maxLength,
      anyOf: [{ enum: values }, { pattern: OTHER_ENTRY_PATTERN }],
    },
    uniqueItems: true,
    contains: { pattern: `^${OTHER_ENTRY_PREFIX}` },
    minContains: 0,
    maxContains: 1,
    ...(spec.required ? { minItems: 1 } : {}),
  };
}

/**
 * UI schema of a multi-select with 'Other': the ChoicesWithOther widget in
 * 3 columns (spec §2 multi-select layout), with the option labels by value.
 */
export function choicesWithOtherUiSchema(options: readonly ChoiceOption[]): Record<string, unknown> {
  return {
    'ui:widget': CHOICES_WITH_OTHER_WIDGET,
    'ui:options': {
      columns: CHOICE_COLUMNS,
      labels: Object.fromEntries(listedOptions(options).map((option) => [option.value, option.label])),
    },
  };
}

/** Global RJSF widget name of the multi-select with 'Other' (registered in react-parts.ts). */
export const CHOICES_WITH_OTHER_WIDGET = 'CompanyInformation.ChoicesWithOther';
/** spec §2: multi-selects are laid out in 3 columns. */
export const CHOICE_COLUMNS = 3;

/** Plain string options (value = label). */
export function plainOptions(values: readonly string[]): ChoiceOption[] {
  return values.map((value) => ({ value, label: value }));
}
