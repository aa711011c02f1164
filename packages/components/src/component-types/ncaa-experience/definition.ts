import { collegeDivisions } from '@huddle/schemas/reference';
import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT } from '@huddle/form-engine';

/** spec §9 college division 'N/A': the division that needs no conference. */
export const NO_DIVISION = 'N/A';
/** spec §4: the conference stored when the division is N/A. */
export const NO_CONFERENCE = 'NA';
/** spec §5: conference is any non-blank text. */
const NON_BLANK = '\\S';

/** Registry names of the React parts the uiSchema refers to (react-parts.ts). */
export const NCAA_EXPERIENCE_FIELD = 'NCAAExperience.DivisionAndConference';
export const NCAA_CONFERENCE_WIDGET = 'NCAAExperience.Conference';

/**
 * Answers object of NCAAExperience (spec §3 NCAA fields):
 * `collegeDivision` one of 'FBS' | 'FCS' | '2' | '3' | 'N/A' (spec §9),
 * `conferenceCurrentlyCoachingIn` a conference name, 'NA' with division N/A.
 */
export interface NcaaExperienceAnswers {
  collegeDivision?: string;
  conferenceCurrentlyCoachingIn?: string;
}

/**
 * NCAAExperience (spec §2, Body): the college division and the conference
 * the applicant coaches in, both required (spec §5 NCAA set; friendly names
 * 'College Division', 'Conference').
 *
 * spec §4: changing the division clears the conference (done by the
 * NCAAExperience.DivisionAndConference field); N/A sets the conference to
 * 'NA', and the schema accepts only 'NA' then (if division const 'N/A' then
 * conference const 'NA').
 *
 * The conference list comes from the player database
 * (FormServices.conferencesByDivision, spec §7
 * search-ncaa-conference-by-division) and is only offered by the client.
 * The server rule is spec §5 'conference non-blank': the validator is pure
 * and cannot know the player database's list at validation time, so any
 * non-blank text (up to 524288 characters) is accepted for the other
 * divisions. No admin configuration.
 */
export const ncaaExperience: ComponentType = {
  name: 'NCAAExperience',
  section: 'Body',
  description: 'College division and the NCAA conference the applicant coaches in.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: {
        collegeDivision: { type: 'string', title: 'College Division', enum: collegeDivisions.map((division) => division.value) },
        conferenceCurrentlyCoachingIn: { type: 'string', title: 'Conference', pattern: NON_BLANK, maxLength: DEFAULT_TEXT_LIMIT },
      },
      required: ['collegeDivision', 'conferenceCurrentlyCoachingIn'],
      if: { properties: { collegeDivision: { const: NO_DIVISION } }, required: ['collegeDivision'] },
      then: { properties: { conferenceCurrentlyCoachingIn: { const: NO_CONFERENCE } } },
      unevaluatedProperties: false,
    };
  },
  toUiSchema(): UiSchema {
    return {
      'ui:field': NCAA_EXPERIENCE_FIELD,
      'ui:order': ['collegeDivision', 'conferenceCurrentlyCoachingIn'],
      collegeDivision: {
        'ui:widget': 'select',
        'ui:placeholder': 'Choose a division',
        'ui:enumNames': collegeDivisions.map((division) => division.label),
      },
      conferenceCurrentlyCoachingIn: { 'ui:widget': NCAA_CONFERENCE_WIDGET, 'ui:placeholder': 'Choose a conference' },
    };
  },
};
