import { describe, expect, it } from 'vitest';
import type { FormDefinition, ProgramComponent, Question } from '@huddle/schemas';
import { describeFormChanges, FIRST_VERSION_CHANGE, RULES_ONLY_CHANGE } from './form-version-changes.ts';

const component = (
  componentId: number,
  componentType: string,
  displayName: string,
  configuration: Record<string, unknown> = {},
): ProgramComponent => ({
  componentId,
  componentType,
  componentKey: componentType.charAt(0).toLowerCase() + componentType.slice(1),
  displayName,
  displayOrder: componentId,
  componentText: null,
  configuration,
});

const question = (questionId: number, questionText: string, options: string[] = []): Question => ({
  questionId,
  questionText,
  questionName: null,
  questionTypeId: options.length > 0 ? 2 : 1,
  characterLimit: 0,
  displayOrder: questionId,
  required: true,
  configuration: null,
  questionOptions: options.map((optionName, index) => ({
    optionId: questionId * 100 + index,
    optionName,
    optionDescription: null,
    displayOrder: index,
    isTextBox: false,
  })),
});

const base: FormDefinition = {
  eventId: 7,
  eventYear: 2026,
  fixedRole: null,
  components: [component(1, 'Banner', 'Banner'), component(2, 'PersonalInformation', 'Personal Information', { requireShirtSize: false })],
  questions: [question(10, 'Why do you want to attend?'), question(11, 'Career stage', ['Student', 'Coach'])],
};

describe('describeFormChanges (form version history)', () => {
  it('names the first version and a change without definition difference', () => {
    expect(describeFormChanges(null, base)).toEqual([FIRST_VERSION_CHANGE]);
    expect(describeFormChanges(base, structuredClone(base))).toEqual([RULES_ONLY_CHANGE]);
  });

  it('lists components added, removed, renamed, reconfigured and reordered', () => {
    const next: FormDefinition = {
      ...base,
      components: [
        { ...component(2, 'PersonalInformation', 'About You', { requireShirtSize: true }), displayOrder: 0 },
        component(1, 'Banner', 'Banner'),
        component(3, 'DigitalSignature', 'Digital Signature'),
      ],
    };
    expect(describeFormChanges(base, next)).toEqual([
      'Component renamed: Personal Information → About You',
      'Component reconfigured: About You',
      'Component added: Digital Signature (DigitalSignature)',
      'Components reordered: About You, Banner, Digital Signature',
    ]);
    expect(describeFormChanges(next, base)).toContain('Component removed: Digital Signature (DigitalSignature)');
  });

  it('lists questions and options added, removed, edited and reordered, and the program year', () => {
    const next: FormDefinition = {
      ...base,
      eventYear: 2027,
      questions: [
        {
          ...question(11, 'Career stage', ['Student', 'Head coach', 'Retired']),
          questionOptions: [
            { optionId: 1101, optionName: 'Head coach', optionDescription: null, displayOrder: 0, isTextBox: false },
            { optionId: 1199, optionName: 'Retired', optionDescription: null, displayOrder: 1, isTextBox: false },
          ],
          required: false,
        },
        question(12, 'Which club do you follow?'),
      ],
    };
    expect(describeFormChanges(base, next)).toEqual([
      'Program year changed from 2026-2027 to 2027-2028',
      "Question edited: 'Career stage' (required)",
      "Question added: 'Which club do you follow?'",
      "Question removed: 'Why do you want to attend?'",
      "Option edited of question 'Career stage': 'Head coach'",
      "Option added of question 'Career stage': 'Retired'",
      "Option removed of question 'Career stage': 'Student'",
    ]);
  });

  it('shortens long question texts to 60 characters', () => {
    const long = 'A'.repeat(80);
    expect(describeFormChanges(base, { ...base, questions: [...base.questions, question(13, long)] })).toEqual([
      `Question added: '${'A'.repeat(60)}...'`,
    ]);
  });
});
