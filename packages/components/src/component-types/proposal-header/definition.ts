import type { ComponentType, JsonSchema, ProjectedColumns, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, specPatterns } from '@huddle/form-engine';

/** Answers object of ProposalHeader. */
export interface ProposalHeaderAnswers {
  proposalTitle?: string;
  firstName?: string;
  lastName?: string;
}

const text = (title: string, pattern: string): JsonSchema => ({ type: 'string', title, pattern, maxLength: DEFAULT_TEXT_LIMIT });

/**
 * ProposalHeader (spec §2, Body: 'proposal title, first and last name'; the
 * football ops submission program): `proposalTitle` ('Proposal Title',
 * spec §5 general text), `firstName` and `lastName` ('First Name',
 * 'Last Name', spec §5 names pattern), all required, each at most 524288
 * characters (spec §9 default text length). Other keys are refused.
 * Feeds the participant list's first and last name. No admin configuration.
 */
export const proposalHeader: ComponentType = {
  name: 'ProposalHeader',
  section: 'Body',
  description: 'Proposal title and the first and last name of the person submitting it.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: {
        proposalTitle: text('Proposal Title', specPatterns.generalText),
        firstName: text('First Name', specPatterns.name),
        lastName: text('Last Name', specPatterns.name),
      },
      required: ['proposalTitle', 'firstName', 'lastName'],
      unevaluatedProperties: false,
    };
  },
  toUiSchema(): UiSchema {
    return {
      'ui:order': ['proposalTitle', 'firstName', 'lastName'],
      proposalTitle: { 'ui:options': { wide: true } },
      firstName: { 'ui:autocomplete': 'given-name' },
      lastName: { 'ui:autocomplete': 'family-name' },
    };
  },
  project(answers): ProjectedColumns {
    const value = (answers ?? {}) as ProposalHeaderAnswers;
    const columns: ProjectedColumns = {};
    if (typeof value.firstName === 'string' && value.firstName.trim() !== '') columns.firstName = value.firstName;
    if (typeof value.lastName === 'string' && value.lastName.trim() !== '') columns.lastName = value.lastName;
    return columns;
  },
};
