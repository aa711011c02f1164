import type { Question } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import {
  applyQuestionEdit,
  canSaveQuestionEdit,
  parseCharacterLimit,
  questionEditOf,
  questionEditProblems,
  questionUpdateRequest,
  sortQuestions,
} from './question-edit.ts';

const question: Question = {
  questionId: 7,
  questionText: 'Why do you want to attend?',
  questionTypeId: 1,
  characterLimit: 500,
  displayOrder: 3,
  questionOptions: [],
};

describe('Question Details edit (spec §2, §5)', () => {
  it('starts from the saved question and can be saved as is', () => {
    const edit = questionEditOf(question);
    expect(edit).toEqual({
      questionId: 7,
      questionTypeId: 1,
      questionText: 'Why do you want to attend?',
      displayOrder: '3',
      characterLimit: '500',
    });
    expect(canSaveQuestionEdit(edit)).toBe(true);
  });

  it('refuses an empty text, an order that is not a whole number and a Text Box limit beyond 524288', () => {
    const edit = { ...questionEditOf(question), questionText: '   ', displayOrder: 'first', characterLimit: '524289' };
    expect(questionEditProblems(edit)).toEqual({ questionText: true, displayOrder: true, characterLimit: true });
    expect(canSaveQuestionEdit(edit)).toBe(false);
  });

  it('checks the character limit only for a Text Box', () => {
    const radio = { ...questionEditOf(question), questionTypeId: 2 as const, characterLimit: 'none' };
    expect(questionEditProblems(radio).characterLimit).toBe(false);
    expect(questionUpdateRequest(radio)).toEqual({ questionText: 'Why do you want to attend?', questionTypeId: 2, displayOrder: 3 });
  });

  it('reads character limits 0 (default) to 524288', () => {
    expect(parseCharacterLimit('0')).toBe(0);
    expect(parseCharacterLimit(' 524288 ')).toBe(524288);
    expect(parseCharacterLimit('524289')).toBeNull();
    expect(parseCharacterLimit('-5')).toBeNull();
  });

  it('shows the edit in the preview, keeping the saved order and limit while they do not read as numbers', () => {
    const previewed = applyQuestionEdit(question, {
      ...questionEditOf(question),
      questionText: 'New text',
      displayOrder: 'x',
      characterLimit: '20',
    });
    expect(previewed).toMatchObject({ questionText: 'New text', displayOrder: 3, characterLimit: 20 });
  });

  it('sends the trimmed text, the order and the limit', () => {
    expect(
      questionUpdateRequest({ ...questionEditOf(question), questionText: '  Tell us more  ', displayOrder: ' 9 ', characterLimit: '0' }),
    ).toEqual({
      questionText: 'Tell us more',
      questionTypeId: 1,
      displayOrder: 9,
      characterLimit: 0,
    });
  });

  it('sorts questions by displayOrder then questionId', () => {
    const sorted = sortQuestions([
      { ...question, questionId: 9, displayOrder: 1 },
      { ...question, questionId: 4, displayOrder: 2 },
      { ...question, questionId: 2, displayOrder: 1 },
    ]);
    expect(sorted.map((entry) => entry.questionId)).toEqual([2, 9, 4]);
  });
});
