import type { Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';

/**
 * The ajv options every validator of answers uses: the engine's own, RJSF's
 * in apps/public and apps/admin (`customizeValidator({ AjvClass: Ajv2020,
 * ajvOptionsOverrides: ajvOptions, extenderFn: configureAjv })`) and the API's.
 * Same options + same configureAjv() = client and server cannot drift.
 *
 * - allErrors: the submit popover lists every failing field (spec §5).
 * - strictSchema: unknown keywords are schema bugs and fail compilation;
 *   strictTypes/strictTuples/strictRequired stay off (they reject valid
 *   if/then/else fragments or only log).
 * - unicodeRegExp: patterns use \p{L} for accented names (spec §5).
 * - multipleOfPrecision 8: the value RJSF uses, kept so both sides agree.
 */
export const ajvOptions = Object.freeze({
  allErrors: true,
  strictSchema: true,
  strictNumbers: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  unicodeRegExp: true,
  multipleOfPrecision: 8,
  discriminator: false,
} satisfies Options);

/**
 * The part of an ajv instance configureAjv() touches. Structural, so an ajv
 * instance from another copy of the ajv package (e.g. RJSF's) fits too.
 */
export interface ConfigurableAjv {
  formats: { [name: string]: unknown };
  RULES: { keywords: { [keyword: string]: unknown } };
  addKeyword(keyword: string): unknown;
}

type FormatsTarget = Parameters<typeof addFormats>[0];

/**
 * Adds what the engine's schemas need to an ajv (draft 2020-12) instance:
 * ajv-formats (email, date, uri...) and the annotation keywords. Idempotent
 * (RJSF adds ajv-formats itself; calling this again is harmless).
 * Returns the same instance, so it fits RJSF's `extenderFn`.
 */
export function configureAjv<A extends ConfigurableAjv>(ajv: A): A {
  if (ajv.formats['email'] === undefined) {
    addFormats(ajv as unknown as FormatsTarget);
  }
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (!ajv.RULES.keywords[keyword]) {
      ajv.addKeyword(keyword);
    }
  }
  return ajv;
}

/** Non-validating keywords the engine's schemas may carry. */
const ANNOTATION_KEYWORDS = [FRIENDLY_NAME_KEYWORD] as const;
