import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import { collectConditions, conditionKey } from './condition-key.ts';
import { createAjv } from './engine-ajv.ts';
import { createValidator } from './create-validator.ts';
import { FormConfigError } from './form-config-error.ts';
import { formValidator } from './form-validator.ts';
import { conditionCheck, instantiateValidatorModule, registerValidation, type ValidatorModule } from './precompiled-validation.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';
import { translateCompiledForm } from './translate-compiled-form.ts';
import { generateValidatorModule } from './validator-module.ts';
import { validatorRuntimeRequire } from './validator-runtime.ts';

const compiled = compileForm(testDefinition(), testRegistry);

/** Imports module text as the browser does with its URL (an ES module; here from a data: URL). */
async function importModule(source: string): Promise<ValidatorModule> {
  const base64 = btoa(Array.from(new TextEncoder().encode(source), (byte) => String.fromCharCode(byte)).join(''));
  return (await import(/* @vite-ignore */ `data:text/javascript;base64,${base64}`)) as ValidatorModule;
}

function validAnswers(): Record<string, Record<string, unknown>> {
  return {
    applicant: { firstName: 'Ann', email: 'ann@example.com', country: 'US', postalCode: '12345', stateCode: 'Ohio' },
    otherOwners: { owners: [{ ownerName: 'Ann Lee', ownerPercent: '10' }] },
    questions: { q12: 'The 1999 final' },
    signature: { signature: 'Ann' },
  };
}

/** Valid answers and answers that break each kind of rule: required, type, pattern, format, hidden branch, hygiene, shape. */
function answerVariants(): unknown[] {
  const valid = validAnswers();
  const variants: unknown[] = [valid, {}, null, 'text', [], { applicant: 5 }];
  const change = (edit: (answers: Record<string, Record<string, unknown>>) => void) => {
    const answers = validAnswers();
    edit(answers);
    variants.push(answers);
  };
  change((a) => delete a['applicant']?.['firstName']);
  change((a) => (a['applicant']!['email'] = 'not-an-email'));
  change((a) => (a['applicant']!['postalCode'] = '1234'));
  change((a) => (a['applicant']!['country'] = 'Canada'));
  change((a) => (a['applicant']!['firstName'] = 'Ann\u0000'));
  change((a) => (a['applicant']!['firstName'] = '\u200b'));
  change((a) => (a['applicant']!['unknown'] = 'x'));
  change((a) => (a['otherOwners']!['owners'] = [{ ownerName: 7 }]));
  change((a) => (a['questions']!['q12'] = 42));
  return variants;
}

describe('generateValidatorModule', () => {
  it('gives a module whose checks decide as createValidator does, with the same field errors', async () => {
    const module = await importModule(generateValidatorModule(compiled));
    const precompiled = instantiateValidatorModule(compiled, module).validator;
    const compiling = createValidator(structuredClone(compiled));
    const decisions = answerVariants().map((answers) => precompiled.validate(answers));
    expect(decisions).toEqual(answerVariants().map((answers) => compiling.validate(answers)));
    expect(decisions[0]).toEqual({ valid: true, errors: [] });
    expect(decisions.map((result, index) => (result.valid ? index : -1)).filter((index) => index > 0)).toEqual([]);
    expect(precompiled.judge({ ...validAnswers(), signature: { signature: '  Ann  ' } }).answers).toMatchObject({
      signature: { signature: 'Ann' },
    });
  });

  it('carries a check of every condition and entry table column the form is rendered with, deciding as ajv does', async () => {
    const { conditions } = instantiateValidatorModule(compiled, await importModule(generateValidatorModule(compiled)));
    const found = collectConditions(compiled.jsonSchema);
    const ownerName = compiled.jsonSchema.properties?.['otherOwners']?.properties?.['owners']?.items?.properties?.['ownerName'];
    expect(ownerName).toBeDefined();
    expect(found.has(conditionKey(ownerName!))).toBe(true);
    expect(found.size).toBeGreaterThan(1);
    expect([...conditions.keys()].sort()).toEqual([...found.keys()].sort());
    const ajv = createAjv();
    const samples = [{}, { country: 'US' }, { country: 'Canada' }, null, 3, ['US'], 'Ann Lee', '', '10'];
    for (const [key, schema] of found) {
      const compiledCondition = ajv.compile(schema);
      expect(
        samples.map((data) => conditions.get(key)?.(data)),
        key,
      ).toEqual(samples.map((data) => compiledCondition(data)));
    }
  });

  it('is deterministic, so its hash can name it', () => {
    expect(generateValidatorModule(structuredClone(compiled))).toBe(generateValidatorModule(compiled));
  });

  it('throws FormConfigError for a schema that does not compile', () => {
    const broken: CompiledForm = { ...compiled, jsonSchema: { type: 'object', properties: { a: { type: 'no-such-type' as 'string' } } } };
    expect(() => generateValidatorModule(broken)).toThrow(FormConfigError);
  });
});

describe('registered validations', () => {
  it('refuses to validate a form with neither a loaded module nor a compiler', () => {
    expect(() => formValidator(structuredClone(compiled))).toThrow(/validator module of this form version is not loaded/);
  });

  it('serves a registered form, its translated views and their conditions without compiling', async () => {
    const form = structuredClone(compiled);
    const view = translateCompiledForm(form, { fields: { 'applicant.firstName': { title: 'Nombre' } } });
    registerValidation(form, instantiateValidatorModule(form, await importModule(generateValidatorModule(form))));
    expect(formValidator(form).validate(validAnswers())).toEqual({ valid: true, errors: [] });
    const missing = validAnswers();
    delete missing['applicant']?.['firstName'];
    expect(formValidator(view).validate(missing).errors).toEqual([
      expect.objectContaining({ path: 'applicant.firstName', code: 'required' }),
    ]);
    const [condition] = collectConditions(view.jsonSchema).values();
    expect(conditionCheck({ ...condition!, title: 'Si es EE. UU.' })?.({ country: 'US' })).toBe(true);
  });
});

describe('conditionKey', () => {
  it('ignores annotations but keeps properties named like them and data', () => {
    const condition = { properties: { title: { const: 'Mr' }, country: { const: 'US', title: 'Country' } }, required: ['title'] };
    expect(conditionKey({ ...condition, description: 'x' })).toBe(conditionKey(condition));
    expect(conditionKey(condition)).toContain('"title":{"const":"Mr"}');
    expect(conditionKey({ enum: [{ title: 'a' }] })).not.toBe(conditionKey({ enum: [{}] }));
  });
});

describe('validatorRuntimeRequire', () => {
  it('names a runtime part it does not provide', () => {
    expect(() => validatorRuntimeRequire('ajv/dist/runtime/uri')).toThrow(/ajv\/dist\/runtime\/uri/);
    expect(validatorRuntimeRequire('ajv/dist/runtime/ucs2length')).toEqual({ default: expect.any(Function) });
  });
});
