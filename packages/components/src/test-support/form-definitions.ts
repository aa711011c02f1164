import type { FormDefinition, ProgramComponent, Question, QuestionOption } from '@huddle/schemas';
import { compileForm } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../definitions/index.ts';

/** Default answers key of each component type in the sample definitions. */
const KEYS: Record<string, string> = {
  Banner: 'banner',
  EventDescription: 'eventDescription',
  PersonalInformation: 'personalInformation',
  QuestionsComponent: 'questions',
  DigitalSignature: 'digitalSignature',
  Footer: 'footer',
};

const DISPLAY_NAMES: Record<string, string> = {
  PersonalInformation: 'Personal Information',
  QuestionsComponent: 'Program Questions',
  DigitalSignature: 'Digital Signature',
};

/** One program component of `componentType`, numbered by its place in the form. */
export function sampleComponent(componentType: string, order: number, configuration: Record<string, unknown> = {}): ProgramComponent {
  return {
    componentId: 100 + order,
    componentType,
    componentKey: KEYS[componentType] ?? componentType.charAt(0).toLowerCase() + componentType.slice(1),
    displayName: DISPLAY_NAMES[componentType] ?? componentType,
    displayOrder: order,
    configuration,
  };
}

/** Options named in display order; names listed in `other` reveal the 'other' text. */
export function sampleOptions(names: string[], other: string[] = []): QuestionOption[] {
  return names.map((optionName, index) => ({
    optionId: index + 1,
    optionName,
    displayOrder: index + 1,
    isTextBox: other.includes(optionName),
  }));
}

/** A question; characterLimit 0 (default limit) and required unless given. */
export function sampleQuestion(question: Partial<Question> & Pick<Question, 'questionId' | 'questionText' | 'questionTypeId'>): Question {
  return { characterLimit: 0, displayOrder: question.questionId, questionOptions: [], ...question };
}

/** The questions the stories and component tests share: one of each type, plus the skipped id 5. */
export const sampleQuestions: Question[] = [
  sampleQuestion({ questionId: 11, questionText: 'Why do you want to attend this program?', questionTypeId: 1, characterLimit: 500 }),
  sampleQuestion({
    questionId: 12,
    questionText: 'How did you hear about the program?',
    questionTypeId: 2,
    questionOptions: sampleOptions(['Email', 'Social media', 'A friend', 'Other'], ['Other']),
  }),
  sampleQuestion({
    questionId: 13,
    questionText: 'Which topics interest you most?',
    questionTypeId: 3,
    questionOptions: sampleOptions(['Finance', 'Media', 'Coaching', 'Real estate', 'Other'], ['Other']),
  }),
  sampleQuestion({
    questionId: 14,
    questionText: 'What is your current role?',
    questionTypeId: 4,
    questionOptions: sampleOptions(['select', 'Player', 'Coach', 'Staff']),
  }),
  sampleQuestion({ questionId: 5, questionText: 'This question is never asked', questionTypeId: 1 }),
];

/** A form definition of the given components (in that order) and questions, program year 2026. */
export function sampleDefinition(components: ProgramComponent[], questions: Question[] = []): FormDefinition {
  return { eventId: 42, eventYear: 2026, fixedRole: null, components, questions };
}

/** compileForm() of a definition with the real registry. */
export function compileSample(components: ProgramComponent[], questions: Question[] = []): CompiledForm {
  return compileForm(sampleDefinition(components, questions), componentRegistry);
}
