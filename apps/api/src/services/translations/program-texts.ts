import { SELECT_PLACEHOLDER, type ComponentRegistry } from '@huddle/form-engine';
import type { FormDefinition, ProgramSettings, TranslatableText } from '@huddle/schemas';
import { translatedSettingsFields, type TranslatedSettingsField } from './settings-in-language.ts';

/** A translatable text without its translation: what the program says in English. */
export type EnglishText = Omit<TranslatableText, 'text'>;

/** Where each program text is edited (English), for the builder's list of missing texts. */
const programFieldPlaces: Record<TranslatedSettingsField | 'programDisplayName', string> = {
  programDisplayName: 'Program name',
  eventDescription: 'Program description',
  footerMessage: 'Footer message',
  submissionMessage: 'Submission message',
  eventClosedMessage: 'Closed message',
  legalDisclaimerMessage: 'Legal disclaimer',
  submissionConfirmatiomEmail: 'Confirmation email',
  acceptanceEmail: 'Acceptance email',
  denyEmail: 'Denial email',
};

/** Component types whose display name the applicant reads although they have no answers. */
const shownDisplayNames = new Set(['MailtoComponent']);

/**
 * Every applicant-facing text of a program that has an English version
 * (issue 14.3), in builder order: the program's name, description, messages,
 * disclaimer and email templates; each component's display name (data
 * components and the ones that show it) and text; each question's text and
 * its options' labels (never the drop-down 'select' placeholder). Texts that are blank in English are left out (there
 * is nothing to translate).
 */
export function programTexts(
  program: { programDisplayName: string; settings: ProgramSettings },
  definition: FormDefinition,
  registry: ComponentRegistry,
): EnglishText[] {
  const texts: EnglishText[] = [];
  const add = (text: EnglishText) => {
    if (text.english.trim() !== '') texts.push(text);
  };
  add({
    entityKind: 'program',
    entityId: 0,
    field: 'programDisplayName',
    where: programFieldPlaces.programDisplayName,
    english: program.programDisplayName,
    rich: false,
  });
  for (const field of translatedSettingsFields) {
    add({ entityKind: 'program', entityId: 0, field, where: programFieldPlaces[field], english: program.settings[field], rich: true });
  }
  for (const component of definition.components) {
    const type = registry[component.componentType];
    const where = `Component '${component.displayName}'`;
    if (type?.toSchema !== undefined || shownDisplayNames.has(component.componentType)) {
      add({
        entityKind: 'component',
        entityId: component.componentId,
        field: 'displayName',
        where,
        english: component.displayName,
        rich: false,
      });
    }
    add({
      entityKind: 'component',
      entityId: component.componentId,
      field: 'componentText',
      where,
      english: component.componentText ?? '',
      rich: true,
    });
  }
  definition.questions.forEach((question, index) => {
    const where = `Question ${index + 1}`;
    add({
      entityKind: 'question',
      entityId: question.questionId,
      field: 'questionText',
      where,
      english: question.questionText,
      rich: false,
    });
    question.questionOptions.forEach((option, optionIndex) => {
      if (option.optionName.trim().toLowerCase() === SELECT_PLACEHOLDER) return;
      add({
        entityKind: 'option',
        entityId: option.optionId,
        field: 'optionName',
        where: `${where}, option ${optionIndex + 1}`,
        english: option.optionName,
        rich: false,
      });
    });
  });
  return texts;
}
