import type { RJSFValidationError } from '@rjsf/utils';
import { textHygienePatterns } from '@huddle/form-engine';

/** Messages of the engine's text hygiene rules (withTextHygiene), by pattern. */
const HYGIENE_MESSAGES: ReadonlyMap<string, string> = new Map([
  [textHygienePatterns.visibleCharacter, 'Please enter visible characters, not only spaces or invisible ones.'],
  [textHygienePatterns.singleLine, 'Please remove control characters, tabs and line breaks.'],
  [textHygienePatterns.multiLine, 'Please remove control characters (tabs and line breaks are fine).'],
]);

/** Keywords whose errors say nothing the applicant can act on in place. */
const HIDDEN_KEYWORDS = new Set(['if', 'unevaluatedProperties', 'additionalProperties']);

/**
 * RJSF validation errors → short, plain messages shown under each field
 * (the field's label already names it). 'if' errors (the `then` branch's own
 * error says what is missing) and refused extra keys (hidden fields' values,
 * dropped on the client anyway) are left out.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => !HIDDEN_KEYWORDS.has(error.name ?? '')).map((error) => ({ ...error, message: friendlyMessage(error) }));
}

function friendlyMessage(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return params['limit'] === 1 ? 'This field is required.' : `Please enter at least ${String(params['limit'])} characters.`;
    case 'maxLength':
      return `Please enter no more than ${String(params['limit'])} characters.`;
    case 'pattern':
      return HYGIENE_MESSAGES.get(String(params['pattern'])) ?? 'Please enter a valid value.';
    case 'format':
      return params['format'] === 'email' ? 'Please enter a valid email address.' : 'Please enter a valid value.';
    case 'enum':
    case 'const':
      return 'Please choose one of the options.';
    case 'minItems':
      return params['limit'] === 1 ? 'Please choose at least one option.' : `Please choose at least ${String(params['limit'])} options.`;
    case 'uniqueItems':
      return 'Please choose each option only once.';
    case 'minimum':
      return `Please enter a number of at least ${String(params['limit'])}.`;
    case 'maximum':
      return `Please enter a number of at most ${String(params['limit'])}.`;
    case 'type':
      return params['type'] === 'integer' || params['type'] === 'number' ? 'Please enter a number.' : 'Please enter a valid value.';
    default:
      return error.message ?? 'Please enter a valid value.';
  }
}
