import type { TranslatableText } from '@huddle/schemas';

/** A text's key in the builder's drafts: 'question:12:questionText'. */
export function translationKey(text: Pick<TranslatableText, 'entityKind' | 'entityId' | 'field'>): string {
  return `${text.entityKind}:${text.entityId}:${text.field}`;
}

/** The words a text's label is made of, in the interface language. */
export interface TranslationLabelTexts {
  programField: (field: TranslatableText['field']) => string;
  componentName: (name: string) => string;
  componentText: (name: string) => string;
  question: (n: number) => string;
  option: (question: number, option: number) => string;
}

/**
 * Labels of a program's texts in list order: program fields by name,
 * components by their English name, questions numbered 1, 2... and their
 * options numbered within the question (the list comes questions first,
 * each followed by its options).
 */
export function translationLabels(texts: readonly TranslatableText[], words: TranslationLabelTexts): string[] {
  let question = 0;
  let option = 0;
  const componentNames = new Map(
    texts.filter((text) => text.entityKind === 'component' && text.field === 'displayName').map((text) => [text.entityId, text.english]),
  );
  return texts.map((text) => {
    switch (text.entityKind) {
      case 'program':
        return words.programField(text.field);
      case 'component': {
        const name = componentNames.get(text.entityId) ?? String(text.entityId);
        return text.field === 'displayName' ? words.componentName(name) : words.componentText(name);
      }
      case 'question':
        question += 1;
        option = 0;
        return words.question(question);
      default:
        option += 1;
        return words.option(question, option);
    }
  });
}
