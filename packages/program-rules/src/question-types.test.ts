import { describe, expect, it } from 'vitest';
import { hasCharacterLimit, isQuestionTypeId, offersOtherText, questionTypeIds, questionTypes, takesOptions } from './question-types.ts';

describe('question type capabilities (spec §2/§3: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList)', () => {
  it('lists the spec §3 types in id order and knows no other', () => {
    expect(questionTypeIds).toEqual([1, 2, 3, 4, 6]);
    expect([0, 5, 7, 1.5].some(isQuestionTypeId)).toBe(false);
  });

  it('gives options to Radio Button, Multi-Select and Drop-Down only', () => {
    expect(questionTypeIds.filter(takesOptions)).toEqual([questionTypes.radioButton, questionTypes.multiSelect, questionTypes.dropDown]);
  });

  it('gives a character limit to the Text Box only, and an other-text to Radio Button and Multi-Select only', () => {
    expect(questionTypeIds.filter(hasCharacterLimit)).toEqual([questionTypes.textBox]);
    expect(questionTypeIds.filter(offersOtherText)).toEqual([questionTypes.radioButton, questionTypes.multiSelect]);
  });
});
