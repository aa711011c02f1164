import type { FormDefinition, ProgramComponent, Question } from '@huddle/schemas';
import type { ComponentRegistry, ComponentType } from '../component-type.ts';
import { FRIENDLY_NAME_KEYWORD } from '../friendly-name-keyword.ts';
import { friendlyQuestionName } from '../friendly-question-name.ts';
import type { JsonSchema } from '../json-schema.ts';
import { specPatterns } from '../spec-patterns.ts';

/**
 * A small registry for the engine's own tests, shaped like the real component
 * types: a data type with a conditional field, an array type, a questions
 * type and a display-only type.
 */

interface PersonConfig {
  emailRequired: boolean;
}

/**
 * 'Person': firstName (spec §5 name pattern), email (format email), country;
 * postalCode (US pattern) and stateCode exist and are required only when
 * country is 'US'. unevaluatedProperties: false refuses them for other countries.
 */
const person: ComponentType<PersonConfig> = {
  name: 'Person',
  section: 'Body',
  description: 'Name, email and address of the applicant.',
  configSchema: {
    type: 'object',
    properties: { emailRequired: { type: 'boolean' } },
    required: ['emailRequired'],
    additionalProperties: false,
  },
  defaultConfiguration: { emailRequired: true },
  toSchema: (config) => ({
    type: 'object',
    properties: {
      firstName: { type: 'string', title: 'First Name', minLength: 1, pattern: specPatterns.name },
      email: { type: 'string', title: 'Email Address', format: 'email' },
      country: { type: 'string', title: 'Country', enum: ['US', 'CA', 'MX'] },
    },
    required: config.emailRequired ? ['firstName', 'email', 'country'] : ['firstName', 'country'],
    if: { properties: { country: { const: 'US' } }, required: ['country'] },
    then: {
      properties: {
        postalCode: { type: 'string', title: 'Postal Code', pattern: specPatterns.usPostalCode },
        stateCode: { type: 'string', title: 'State', pattern: specPatterns.name },
      },
      required: ['postalCode', 'stateCode'],
    },
    unevaluatedProperties: false,
  }),
  toUiSchema: () => ({ email: { 'ui:widget': 'email' } }),
  project: (answers) => {
    const value = (answers ?? {}) as Record<string, unknown>;
    return { firstName: text(value['firstName']), email: text(value['email']), country: text(value['country']) };
  },
};

/** 'Owners': an optional list of other owners, each with a required name. */
const owners: ComponentType = {
  name: 'Owners',
  section: 'Body',
  description: 'Other owners of the company.',
  defaultConfiguration: {},
  toSchema: () => ({
    type: 'object',
    properties: {
      owners: {
        type: 'array',
        title: 'Other Owners',
        maxItems: 2,
        items: {
          type: 'object',
          properties: {
            ownerName: { type: 'string', title: 'Owner Name', minLength: 1 },
            ownerPercent: { type: 'string', title: 'Owner %', pattern: specPatterns.numeric },
          },
          required: ['ownerName'],
        },
      },
    },
  }),
};

/** 'Questions': one text answer per program question, keyed q{questionId}. */
const questions: ComponentType = {
  name: 'Questions',
  section: 'Body',
  description: 'The program questions.',
  defaultConfiguration: {},
  toSchema: (_config, ctx) => {
    const properties: Record<string, JsonSchema> = {};
    for (const question of ctx.questions) {
      properties[`q${question.questionId}`] = {
        type: 'string',
        title: question.questionText,
        [FRIENDLY_NAME_KEYWORD]: friendlyQuestionName(question.questionText),
        minLength: 1,
      };
    }
    const required = ctx.questions.filter((question) => question.required).map((question) => `q${question.questionId}`);
    return { type: 'object', properties, required };
  },
};

/** 'Note': display only, in the header. */
const note: ComponentType = {
  name: 'Note',
  section: 'Header',
  description: 'A note shown above the form.',
  defaultConfiguration: {},
};

/** 'Signature': a footer data type with one required field. */
const signature: ComponentType = {
  name: 'Signature',
  section: 'Footer',
  description: 'Digital signature.',
  defaultConfiguration: {},
  toSchema: () => ({
    type: 'object',
    properties: { signature: { type: 'string', title: 'Digital Signature', minLength: 1 } },
    required: ['signature'],
  }),
  project: (answers) => ({ firstName: text((answers as Record<string, unknown> | undefined)?.['signature']) }),
};

export const testRegistry: ComponentRegistry = { Person: person, Owners: owners, Questions: questions, Note: note, Signature: signature };

/** A ProgramComponent with test defaults. */
export function component(
  componentId: number,
  componentType: string,
  componentKey: string,
  displayOrder: number,
  configuration: Record<string, unknown> = {},
): ProgramComponent {
  return {
    componentId,
    componentType,
    componentKey,
    displayName: `${componentType} ${componentId}`,
    displayOrder,
    componentText: null,
    configuration,
  };
}

/** A text question with test defaults. */
export function question(questionId: number, questionText: string, displayOrder: number, required = true): Question {
  return { questionId, questionText, questionTypeId: 1, characterLimit: 0, displayOrder, required, questionOptions: [] };
}

/** A form definition using every test type. */
export function testDefinition(): FormDefinition {
  return {
    eventId: 7,
    eventYear: 2025,
    fixedRole: null,
    components: [
      component(4, 'Signature', 'signature', 1),
      component(1, 'Person', 'applicant', 2),
      component(2, 'Note', 'note', 1),
      component(3, 'Owners', 'otherOwners', 3),
      component(5, 'Questions', 'questions', 4),
    ],
    questions: [question(12, 'What is your favourite football memory?', 2), question(11, 'Why?', 1, false)],
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
