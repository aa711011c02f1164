import { Buffer } from 'node:buffer';
import { fireEvent, render, screen } from '@testing-library/react';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { generateSchemaChecksModule, registerSchemaChecks, type SchemaChecksModule } from '@huddle/form-engine';
import { componentRegistry, configurationSchemas } from '../definitions/index.ts';
import { createCompilingRjsfValidator } from './compiling-rjsf-validator.ts';
import { huddleTheme } from './huddle-theme.ts';
import { configurationValidator } from './precompiled-schema-validator.ts';
import { installCompilingRjsfValidator, rjsfValidator } from './rjsf-validator.ts';

/** A compiling validator that must not be reached: the precompiled module answers everything. */
const unreachable = new Proxy({} as ValidatorType, {
  get: (_target, name) => () => {
    throw new Error(`the compiling validator was asked: ${String(name)}`);
  },
});

/** Registers the checks module of every configuration schema, imported as the browser does. */
async function registerConfigurationChecks(): Promise<void> {
  const source = generateSchemaChecksModule(configurationSchemas());
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  registerSchemaChecks((await import(/* @vite-ignore */ url)) as SchemaChecksModule);
}

const configurable = Object.values(componentRegistry).filter((type) => type.configSchema !== undefined);
const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);

describe('configurationValidator (component configuration forms)', () => {
  it("decides every component type's configurations with RJSF's errors, as compiling the configSchema does", async () => {
    expect(configurable.length).toBeGreaterThan(5);
    await registerConfigurationChecks();
    const compiling = createCompilingRjsfValidator();
    for (const type of configurable) {
      const schema = type.configSchema as RJSFSchema;
      const validator = configurationValidator(schema);
      expect(validator, type.name).not.toBe(rjsfValidator());
      const wrong = Object.fromEntries(Object.keys(schema.properties ?? {}).map((key) => [key, { not: 'a value' }]));
      for (const data of [structuredClone(type.defaultConfiguration), {}, { ...structuredClone(type.defaultConfiguration), ...wrong }]) {
        const brief = (errors: { property?: string; name?: string }[]) => errors.map(({ property, name }) => ({ property, name }));
        const ours = brief(validator.validateFormData(data, schema).errors);
        const reference = brief(compiling.validateFormData(data, schema).errors);
        expect({ type: type.name, data, errors: ours }).toEqual({ type: type.name, data, errors: reference });
      }
    }
  });

  it('lays out and validates a configuration form without compiling anything in the page', async () => {
    installCompilingRjsfValidator(unreachable);
    await registerConfigurationChecks();
    const upload = componentRegistry['FileUpload'];
    if (upload?.configSchema === undefined) throw new Error('FileUpload has a configSchema');
    const schema = upload.configSchema as RJSFSchema;
    const validator = configurationValidator(schema);
    let saved = false;
    const save = () => {
      saved = true;
    };
    const formData = { ...upload.defaultConfiguration, numUploads: 7 };
    render(<ThemedForm schema={schema} formData={formData} validator={validator} showErrorList={false} noHtml5Validate onSubmit={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/must be <= 6/)).toBeTruthy();
    expect(saved).toBe(false);
    expect(() => validator.validateFormData({}, { type: 'object' })).toThrow(/differs from the rootSchema/);
  });
});
