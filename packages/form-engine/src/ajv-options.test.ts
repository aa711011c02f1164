import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ajvOptions, configureAjv } from './ajv-options.ts';
import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
import { createAjv } from './engine-ajv.ts';

describe('ajv configuration', () => {
  it('knows formats and the friendly name annotation, which never fails validation', () => {
    const ajv = createAjv();
    const validate = ajv.compile({ type: 'string', format: 'email', [FRIENDLY_NAME_KEYWORD]: 'Email Address' });
    expect(validate('a@example.com')).toBe(true);
    expect(validate('nope')).toBe(false);
  });

  it('refuses unknown keywords (strict schema) and reports all errors', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'string', patern: '^a$' })).toThrow(/unknown keyword/);
    const validate = ajv.compile({ type: 'object', required: ['a', 'b'] });
    validate({});
    expect(validate.errors).toHaveLength(2);
  });

  it('can be applied twice to one instance, as RJSF does with its own ajv-formats', () => {
    const ajv = configureAjv(new Ajv2020({ ...ajvOptions }));
    expect(configureAjv(ajv)).toBe(ajv);
    expect(ajv.validate({ type: 'string', format: 'date' }, '2025-04-01')).toBe(true);
  });
});
