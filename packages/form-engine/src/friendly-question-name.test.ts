import { describe, expect, it } from 'vitest';
import { friendlyQuestionName } from './friendly-question-name.ts';

describe('friendlyQuestionName', () => {
  it('keeps the first 15 characters and adds ... (spec §5)', () => {
    expect(friendlyQuestionName('What is your favourite football memory?')).toBe('What is your fa...');
    expect(friendlyQuestionName('Exactly fifteen')).toBe('Exactly fifteen...');
    expect(friendlyQuestionName('Exactly fifteen!')).toBe('Exactly fifteen...');
  });

  it('adds ... to short texts too, trims, and never splits a character', () => {
    expect(friendlyQuestionName('Why?')).toBe('Why?...');
    expect(friendlyQuestionName('   Padded question text here  ')).toBe('Padded question...');
    expect(friendlyQuestionName('🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈🏈')).toBe(`${'🏈'.repeat(15)}...`);
  });
});
