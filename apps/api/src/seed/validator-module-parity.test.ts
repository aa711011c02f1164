import { describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import {
  collectConditions,
  createValidator,
  instantiateValidatorModule,
  type CompiledForm,
  type ValidatorModule,
} from '@huddle/form-engine';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { currentFormVersion } from '../services/programs/form-version-service.ts';
import { validatorForVersion } from '../services/programs/form-validator-cache.ts';

/** `answers` with the value at a dotted path replaced (missing objects on the way are created). */
function withValue(answers: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(answers);
  const segments = path.split('.').filter((segment) => segment !== '[]');
  let node: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node = (typeof next === 'object' && next !== null ? next : (node[segment] = {})) as Record<string, unknown>;
  }
  node[segments.at(-1)!] = value;
  return copy;
}

/** Sample answers of the form and variants that break them: missing components, wrong types, blank, huge and control-character values, unknown keys. */
function answerVariants(compiled: CompiledForm): unknown[] {
  const valid = sampleAnswers(compiled);
  const variants: unknown[] = [valid, {}, null, [], 'answers', { ...valid, notAComponent: { x: 1 } }];
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...rest } = valid;
    variants.push(rest);
  }
  for (const path of Object.keys(compiled.fieldIndex)
    .filter((field) => !field.includes('[]'))
    .slice(0, 25)) {
    for (const value of [12345, '', '   ', 'x'.repeat(600_000), 'a\u0000b', ['list'], { nested: { deeper: true } }]) {
      variants.push(withValue(valid, path, value));
    }
  }
  return variants;
}

/**
 * Issue 11 parity: for every seeded program with a public path, the
 * precompiled validator module the API stores and serves (run here as the
 * server runs it: imported as an ES module) decides every answers variant
 * exactly as createValidator() compiling the schema does, with the same
 * field errors; and it carries a check of every condition RJSF evaluates, in
 * the English and the Spanish view of the form. The module depends on the
 * form only, so one dialect is enough.
 */
describe('precompiled validators of every seeded program', () => {
  it('decide as the compiled schema does and cover every condition of both languages', async () => {
    const test = await createTestApp(testDialects()[0]!);
    try {
      const paths = await test.db.selectFrom('program_paths').select('program_id').where('kind', '=', 'application').execute();
      const programIds = [...new Set(paths.map((row) => row.program_id))].sort((a, b) => a - b);
      expect(programIds.length).toBeGreaterThan(60);
      let variantsChecked = 0;
      for (const programId of programIds) {
        const version = await currentFormVersion(test.db, programId, componentRegistry);
        const precompiled = await validatorForVersion(test.db, version);
        const compiling = createValidator(structuredClone(version.compiled));
        const variants = answerVariants(version.compiled);
        const decisions = variants.map((answers) => precompiled.validate(answers));
        expect(decisions, `program ${programId}`).toEqual(variants.map((answers) => compiling.validate(answers)));
        expect(decisions.filter((result) => !result.valid).length, `program ${programId}`).toBeGreaterThan(variants.length / 2);
        variantsChecked += variants.length;

        const spanish = await getJson<{ formVersion: { compiled: CompiledForm; validatorUrl: string } }>(
          test.app,
          `/api/events/${programId}?lang=es`,
        );
        const source = await (await test.app.request(spanish.body.formVersion.validatorUrl)).text();
        const module = (await import(
          /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
        )) as ValidatorModule;
        const { conditions } = instantiateValidatorModule(spanish.body.formVersion.compiled, module);
        for (const view of [version.compiled, spanish.body.formVersion.compiled]) {
          const missing = [...collectConditions(view.jsonSchema).keys()].filter((key) => !conditions.has(key));
          expect(missing, `program ${programId}`).toEqual([]);
        }
      }
      expect(variantsChecked).toBeGreaterThan(10_000);
    } finally {
      await test.close();
    }
  }, 300_000);
});
