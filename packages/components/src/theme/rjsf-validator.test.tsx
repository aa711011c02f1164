import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { ajvOptions, configureAjv } from '@huddle/form-engine';
import { rjsfValidator } from './rjsf-validator.ts';

/** The engine's own ajv: the reference every answer of the RJSF validator is compared with. */
const engineAjv = configureAjv(new Ajv2020({ ...ajvOptions }));

const conditions: RJSFSchema[] = [
  { properties: { country: { const: 'United States of America' } }, required: ['country'] },
  { properties: { numberOfChildren: { type: 'integer', minimum: 3 } }, required: ['numberOfChildren'] },
  { properties: { segment: { enum: ['Legend', 'nflFreeAgent'] } }, required: ['segment', 'level'] },
  { required: ['constructor'] },
  { not: { required: ['level'] } },
];

const answers: unknown[] = [
  {},
  { country: 'United States of America' },
  { country: 'Canada' },
  { country: undefined },
  { numberOfChildren: 2 },
  { numberOfChildren: 3 },
  { segment: 'Legend' },
  { segment: 'Legend', level: 'pro' },
  { level: 'pro' },
  [],
  ['country'],
  'country',
  null,
  7,
];

describe('rjsfValidator().isValid (the branch RJSF lays out for an if/then/else)', () => {
  it('answers as the engine ajv does for every condition and answer shape, also where a required property is missing', () => {
    const validator = rjsfValidator();
    for (const condition of conditions) {
      const reference = engineAjv.compile(condition);
      for (const data of answers) {
        const expected = reference(data);
        expect({ condition, data, valid: validator.isValid(condition, data, {}) }).toEqual({ condition, data, valid: expected });
      }
    }
  });

  it('refuses an answer that lacks a required property of the condition', () => {
    expect(rjsfValidator().isValid({ required: ['numberOfChildren'] }, { numberOfChildren: undefined }, {})).toBe(false);
    expect(rjsfValidator().isValid({ required: ['numberOfChildren'] }, { numberOfChildren: 0 }, {})).toBe(true);
  });
});
