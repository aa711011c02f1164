import * as equalModule from 'ajv/dist/runtime/equal.js';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import * as formatsModule from 'ajv-formats/dist/formats.js';
import { commonJsDefault } from './commonjs-default.ts';

/**
 * The runtime parts precompiled validator code asks for by module name (what
 * ajv's standalone code would `require`): string length in code points, deep
 * equality, and ajv-formats' format checks. They are compiled code from
 * packages, so loading them needs no 'unsafe-eval'.
 */
const RUNTIME: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/ucs2length': { default: commonJsDefault(ucs2lengthModule) },
  'ajv/dist/runtime/equal': { default: commonJsDefault(equalModule) },
  'ajv-formats/dist/formats': { fullFormats: formatsModule.fullFormats, fastFormats: formatsModule.fastFormats },
};

/**
 * The `require` handed to a precompiled validator module's factory
 * (generateValidatorModule): answers the runtime part named `name`; throws
 * Error naming it for any other module (code generated for a keyword the
 * runtime does not carry: add it here).
 */
export function validatorRuntimeRequire(name: string): unknown {
  const part = RUNTIME[name];
  if (part === undefined) throw new Error(`Precompiled validator code needs '${name}', which the validator runtime does not provide`);
  return part;
}
