import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAddress, toPublicLanguage } from './public-language.ts';

describe('detectLanguage (spec §1: currentLanguage, then the browser; English by default)', () => {
  it('follows ?currentLanguage= first, and accepts ?lang=', () => {
    expect(detectLanguage({ search: '?currentLanguage=es', stored: 'en', browser: ['en-US'] })).toBe('es');
    expect(detectLanguage({ search: '?p=12&lang=es', stored: null, browser: ['en-US'] })).toBe('es');
    expect(detectLanguage({ search: '?currentLanguage=en&lang=es', stored: 'es', browser: ['es-MX'] })).toBe('en');
  });

  it('then the choice stored by the switch, then the browser languages in order of preference', () => {
    expect(detectLanguage({ search: '', stored: 'es', browser: ['en-US'] })).toBe('es');
    expect(detectLanguage({ search: '', stored: null, browser: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(detectLanguage({ search: '?currentLanguage=fr', stored: 'de', browser: ['fr'] })).toBe('en');
  });

  it('reads the language a link asks for', () => {
    expect(languageFromAddress('?lang=ES&x=1')).toBe('es');
    expect(languageFromAddress('?currentLanguage=fr&lang=es')).toBe('es');
    expect(languageFromAddress('?currentLanguage=en&lang=es')).toBe('en');
    expect(languageFromAddress('')).toBeNull();
  });

  it('reads language tags by their primary subtag', () => {
    expect(toPublicLanguage('ES-419')).toBe('es');
    expect(toPublicLanguage('en_GB')).toBe('en');
    expect(toPublicLanguage('eso')).toBeNull();
    expect(toPublicLanguage(undefined)).toBeNull();
  });
});
