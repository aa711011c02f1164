import { i18n } from '@lingui/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { specPatterns } from '@huddle/form-engine';
import { describe, expect, it } from 'vitest';
import { loadFormMessages } from '../i18n/form-messages.ts';
import { transformErrors } from './transform-errors.ts';

const patternError = (pattern: string): RJSFValidationError => ({
  name: 'pattern',
  params: { pattern },
  property: '.x',
  message: '',
  stack: '',
});
const messageOf = (error: RJSFValidationError) => transformErrors([error])[0]?.message;

describe('field error texts (spec §5 formats, in the active language)', () => {
  it('states the expected format of phone, US postal code and birth date fields', () => {
    expect(messageOf(patternError(specPatterns.phone))).toMatch(/10-digit phone number, e\.g\. \(555\) 123-4567/);
    expect(messageOf(patternError(specPatterns.usPostalCode))).toMatch(/5-digit US ZIP code, e\.g\. 12345 or 12345-6789/);
    expect(messageOf(patternError(specPatterns.birthDate))).toMatch(/mm\/dd\/yyyy/);
    expect(messageOf(patternError('^other$'))).toBe('Please enter a valid value.');
  });

  it('speaks Spanish when Spanish is active, and keeps the fixed mm/dd/yyyy input format', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: await loadFormMessages('es') });
    expect(messageOf({ name: 'required', params: {}, property: '.x', message: '', stack: '' })).toBe('Este campo es obligatorio.');
    expect(messageOf(patternError(specPatterns.birthDate))).toMatch(
      /^Escriba la fecha con el formato mm\/dd\/aaaa \(mes\/día\/año\), p\. ej\., 04\/12\/1985/,
    );
    expect(messageOf(patternError(specPatterns.phone))).toMatch(/^Escriba un número de teléfono de 10 dígitos/);
    expect(messageOf({ name: 'maxLength', params: { limit: 4 }, property: '.x', message: '', stack: '' })).toBe(
      'Escriba como máximo 4 caracteres.',
    );
  });
});
