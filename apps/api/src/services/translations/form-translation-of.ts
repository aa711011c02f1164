import { friendlyQuestionName, type CompiledForm, type FieldTexts, type FormTranslation } from '@huddle/form-engine';
import { otherKey, questionKey } from '@huddle/components/definitions';
import type { FormDefinition } from '@huddle/schemas';
import { translationOf, type TranslationMap } from './translation-rows.ts';

/** The component type whose answers are the program's questions (answers `q{questionId}`). */
const QUESTIONS_TYPE = 'QuestionsComponent';

/**
 * The FormTranslation of a compiled form from a program's stored
 * translations: component display names and texts by component id; for each
 * QuestionsComponent of the form, each question's title and spec §5 friendly
 * name (first 15 characters + '...', also for its 'other' text) and its
 * option labels by option value (the English option name). Texts without a
 * translation are left out, so they stay English.
 */
export function formTranslationOf(compiled: CompiledForm, definition: FormDefinition, translations: TranslationMap): FormTranslation {
  const components: NonNullable<FormTranslation['components']> = {};
  for (const component of definition.components) {
    const displayName = translationOf(translations, { entityKind: 'component', entityId: component.componentId, field: 'displayName' });
    const componentText = translationOf(translations, { entityKind: 'component', entityId: component.componentId, field: 'componentText' });
    if (displayName !== undefined || componentText !== undefined) {
      components[String(component.componentId)] = {
        ...(displayName === undefined ? {} : { displayName }),
        ...(componentText === undefined ? {} : { componentText }),
      };
    }
  }
  const fields: Record<string, FieldTexts> = {};
  const questionKeys = Object.values(compiled.sections)
    .flat()
    .filter((component) => component.componentType === QUESTIONS_TYPE)
    .map((component) => component.componentKey);
  for (const question of definition.questions) {
    const text = translationOf(translations, { entityKind: 'question', entityId: question.questionId, field: 'questionText' });
    const optionLabels: Record<string, string> = {};
    for (const option of question.questionOptions) {
      const label = translationOf(translations, { entityKind: 'option', entityId: option.optionId, field: 'optionName' });
      if (label !== undefined) optionLabels[option.optionName] = label;
    }
    const named = text === undefined ? {} : { title: text, friendlyName: friendlyQuestionName(text) };
    for (const key of questionKeys) {
      fields[`${key}.${questionKey(question)}`] = { ...named, optionLabels };
      if (text !== undefined) fields[`${key}.${otherKey(question)}`] = { friendlyName: friendlyQuestionName(text) };
    }
  }
  return { components, fields };
}
