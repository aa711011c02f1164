import { t } from '@lingui/core/macro';
import type { RJSFValidationError } from '@rjsf/utils';
import { specPatterns, textHygienePatterns } from '@huddle/form-engine';

/**
 * Messages of patterns the applicant must follow, by pattern: the engine's text
 * hygiene rules (withTextHygiene), and the input formats fixed by spec §5
 * (phone, US postal code, birth date mm/dd/yyyy), whose messages state the
 * expected format in every language. Read in the active language.
 */
function patternMessage(pattern: string): string | undefined {
  switch (pattern) {
    case textHygienePatterns.visibleCharacter:
      return t`Please enter visible characters, not only spaces or invisible ones.`;
    case textHygienePatterns.singleLine:
      return t`Please remove control characters, tabs and line breaks.`;
    case textHygienePatterns.multiLine:
      return t`Please remove control characters (tabs and line breaks are fine).`;
    case specPatterns.phone:
      return t`Please enter a 10-digit phone number, e.g. (555) 123-4567; a country code such as +1 may come first.`;
    case specPatterns.usPostalCode:
      return t`Please enter a 5-digit US ZIP code, e.g. 12345 or 12345-6789.`;
    case specPatterns.birthDate:
      return t`Please enter the date as mm/dd/yyyy (month/day/year), e.g. 04/12/1985.`;
    default:
      return undefined;
  }
}

/** Keywords whose errors say nothing the applicant can act on in place. */
const HIDDEN_KEYWORDS = new Set(['if', 'unevaluatedProperties', 'additionalProperties']);

/**
 * RJSF validation errors → short, plain messages in the active interface
 * language (Lingui), shown under each field (the field's label already names
 * it). 'if' errors (the `then` branch's own error says what is missing) and
 * refused extra keys (hidden fields' values, dropped on the client anyway) are
 * left out.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => !HIDDEN_KEYWORDS.has(error.name ?? '')).map((error) => ({ ...error, message: friendlyMessage(error) }));
}

function friendlyMessage(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = String(params['limit']);
  switch (error.name) {
    case 'required':
      return t`This field is required.`;
    case 'minLength':
      return params['limit'] === 1 ? t`This field is required.` : t`Please enter at least ${limit} characters.`;
    case 'maxLength':
      return t`Please enter no more than ${limit} characters.`;
    case 'pattern':
      return patternMessage(String(params['pattern'])) ?? t`Please enter a valid value.`;
    case 'format':
      return params['format'] === 'email' ? t`Please enter a valid email address.` : t`Please enter a valid value.`;
    case 'enum':
    case 'const':
      return t`Please choose one of the options.`;
    case 'minItems':
      return params['limit'] === 1 ? t`Please choose at least one option.` : t`Please choose at least ${limit} options.`;
    case 'uniqueItems':
      return t`Please choose each option only once.`;
    case 'minimum':
      return t`Please enter a number of at least ${limit}.`;
    case 'maximum':
      return t`Please enter a number of at most ${limit}.`;
    case 'type':
      return params['type'] === 'integer' || params['type'] === 'number' ? t`Please enter a number.` : t`Please enter a valid value.`;
    default:
      return error.message ?? t`Please enter a valid value.`;
  }
}
