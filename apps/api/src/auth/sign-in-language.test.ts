import { describe, expect, it } from 'vitest';
import { chooseSignInLanguage, firstSupportedLanguage } from './sign-in-language.ts';
import { signInTexts } from './sign-in-texts.ts';

describe('the sign-in page language (spec §1)', () => {
  it('takes the language asked for, then ui_locales, then Accept-Language, else English', () => {
    expect(chooseSignInLanguage({ lang: 'es', acceptLanguage: 'en-US' })).toBe('es');
    expect(chooseSignInLanguage({ lang: 'fr', uiLocales: 'es-MX en', acceptLanguage: 'en' })).toBe('es');
    expect(chooseSignInLanguage({ acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(chooseSignInLanguage({ acceptLanguage: 'fr-FR, de;q=0.9' })).toBe('en');
    expect(chooseSignInLanguage({})).toBe('en');
  });

  it('ranks Accept-Language by q and skips q=0', () => {
    expect(firstSupportedLanguage('en;q=0.4, es;q=0.8')).toBe('es');
    expect(firstSupportedLanguage('es;q=0, en')).toBe('en');
    expect(firstSupportedLanguage('*')).toBeUndefined();
  });

  it('has a Spanish text, different from the English, for every text but punctuation', () => {
    const keys = Object.keys(signInTexts.en) as (keyof typeof signInTexts.en)[];
    const same = keys.filter((key) => /\p{L}/u.test(signInTexts.en[key]) && signInTexts.es[key] === signInTexts.en[key]);
    expect(same).toEqual([]);
    expect(keys.filter((key) => signInTexts.es[key] === '')).toEqual([]);
  });
});
