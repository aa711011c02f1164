import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FieldInfo } from './compiled-form.ts';
import { friendlyNameFor } from './find-field-info.ts';
import { textHygienePatterns } from './text-hygiene.ts';
import type { FieldError } from './validation-result.ts';

/**
 * ajv errors → field errors. The path names the field the error is about:
 * for 'required' (and 'dependentRequired') the missing property, for
 * 'additionalProperties'/'unevaluatedProperties' the refused property (e.g. a
 * value for a hidden conditional field), otherwise the failing value.
 * 'if' errors ("must match then schema") are dropped: the `then` branch's own
 * errors say what is wrong. Duplicates (same path, code, message) are dropped.
 *
 * 'unevaluatedProperties' errors are dropped while the same answers object has
 * other errors: a failing then/else branch loses its annotations, so its valid
 * fields would wrongly read "is not allowed". The answers stay invalid, and a
 * value for a truly hidden field is reported once the other errors are fixed.
 */
export function toFieldErrors(errors: readonly ErrorObject[], fieldIndex: Record<string, FieldInfo>): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const path = fieldPath(error);
    const message = messageFor(error);
    const identity = JSON.stringify([path, error.keyword, message]);
    if (seen.has(identity)) continue;
    seen.add(identity);
    result.push({
      path,
      code: error.keyword,
      params: { ...error.params },
      message,
      friendlyName: friendlyNameFor(fieldIndex, path),
    });
  }
  return result.filter((error) => !isShadowedUnevaluated(error, result));
}

/** JSON Pointer ('/owners/0/ownerName') → dotted path ('owners.0.ownerName'). */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/** The params key naming the property an error is about, per keyword. */
const PROPERTY_PARAM: Readonly<Record<string, string>> = {
  required: 'missingProperty',
  dependentRequired: 'missingProperty',
  additionalProperties: 'additionalProperty',
  unevaluatedProperties: 'unevaluatedProperty',
};

function fieldPath(error: ErrorObject): string {
  const parent = pointerToPath(error.instancePath);
  const paramKey = PROPERTY_PARAM[error.keyword];
  const property = paramKey === undefined ? undefined : (error.params as Record<string, unknown>)[paramKey];
  if (typeof property !== 'string') return parent;
  return parent === '' ? property : `${parent}.${property}`;
}

function isShadowedUnevaluated(error: FieldError, all: readonly FieldError[]): boolean {
  if (error.code !== 'unevaluatedProperties') return false;
  const property = error.params['unevaluatedProperty'];
  const parent = typeof property === 'string' ? error.path.slice(0, -property.length).replace(/\.$/, '') : error.path;
  return all.some((other) => other.code !== 'unevaluatedProperties' && isWithin(other.path, parent));
}

function isWithin(path: string, parent: string): boolean {
  return parent === '' || path === parent || path.startsWith(`${parent}.`);
}

/** Reasons of the text hygiene rules (withTextHygiene), by pattern. */
const HYGIENE_MESSAGES: ReadonlyMap<string, string> = new Map([
  [textHygienePatterns.visibleCharacter, 'must contain a visible character'],
  [textHygienePatterns.singleLine, 'must not contain control characters, tabs or line breaks'],
  [textHygienePatterns.multiLine, 'must not contain control characters other than tabs and line breaks'],
]);

function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not allowed';
    case 'pattern':
      return HYGIENE_MESSAGES.get(String(error.params['pattern'])) ?? error.message ?? error.keyword;
    default:
      return error.message ?? error.keyword;
  }
}
