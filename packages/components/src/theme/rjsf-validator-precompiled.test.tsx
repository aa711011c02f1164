import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { schemaParser, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import {
  createAjv,
  generateValidatorModule,
  instantiateValidatorModule,
  registerValidation,
  type ValidatorModule,
} from '@huddle/form-engine';
import { componentRegistry } from '../definitions/index.ts';
import { compileSample, sampleComponent, sampleQuestions } from '../test-support/form-definitions.ts';
import { installCompilingRjsfValidator, rjsfValidator } from './rjsf-validator.ts';

/** A compiling validator that must not be reached: the precompiled module answers everything. */
const unreachable = new Proxy({} as ValidatorType, {
  get: (_target, name) => () => {
    throw new Error(`the compiling validator was asked: ${String(name)}`);
  },
});

/** Every component type of the registry in one form, with one question of each type. */
const everyType = compileSample(
  Object.keys(componentRegistry).map((type, index) => sampleComponent(type, index + 1)),
  sampleQuestions,
);

/** The column schemas of every array of objects in `schema` (what EntryTableField checks a new entry's values against). */
function entryTableColumns(schema: unknown): RJSFSchema[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const items = node['items'] as { properties?: Record<string, RJSFSchema> } | undefined;
  const own = node['type'] === 'array' && items?.properties ? Object.values(items.properties) : [];
  return [...own, ...Object.values(node).flatMap((child) => entryTableColumns(child))];
}

describe('rjsfValidator() on a form with a loaded validator module', () => {
  it('answers every schema RJSF validates while laying the form out, and every entry table column, from the module, as ajv would', async () => {
    installCompilingRjsfValidator(unreachable);
    const source = generateValidatorModule(everyType);
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
    )) as ValidatorModule;
    registerValidation(everyType, instantiateValidatorModule(everyType, module));
    const root = everyType.jsonSchema as RJSFSchema;
    const asked = Object.values(schemaParser(root))
      .map(({ $id: _id, ...schema }) => schema as RJSFSchema)
      .filter((schema) => JSON.stringify(schema) !== JSON.stringify(root));
    expect(asked.length).toBeGreaterThan(5);
    const columns = entryTableColumns(root);
    expect(columns.length).toBeGreaterThan(3);
    asked.push(...columns);
    const ajv = createAjv();
    const samples: unknown[] = [
      {},
      { country: 'United States of America' },
      { country: 'Canada' },
      ['Other'],
      'Other: x',
      null,
      'Ann Lee',
      '',
      '20',
    ];
    for (const schema of asked) {
      const reference = ajv.compile(structuredClone(schema));
      for (const data of samples) {
        expect({ schema, data, valid: rjsfValidator().isValid(schema, data, root) }).toEqual({ schema, data, valid: reference(data) });
      }
    }
  });
});
