/**
 * One failing answer field, as the submit popover, RJSF error display and the
 * API's `invalid_params` need it.
 */
export interface FieldError {
  /** Dotted answers path: 'personalInformation.firstName'; array items 'otherOwners.owners.0.ownerName'. */
  path: string;
  /** The ajv keyword that failed: 'required', 'pattern', 'format', 'unevaluatedProperties'... */
  code: string;
  /** ajv's params for that keyword (e.g. { missingProperty }, { pattern }, { format }). */
  params: Record<string, unknown>;
  /** Short English reason about the field itself: 'is required', 'must match format "email"'... */
  message: string;
  /** spec §5 friendly name of the field (fieldIndex; else the last named path segment). */
  friendlyName: string;
}

/** Result of validating answers: data, never an exception (ARCHITECTURE.md §3). */
export interface ValidationResult {
  valid: boolean;
  /** Empty when valid; unique by path, code and message, in ajv's order. */
  errors: FieldError[];
}

/** Validates answers objects against one compiled form. */
export interface FormValidator {
  validate(answers: unknown): ValidationResult;
  /**
   * validate() that also hands back the answers it judged: trimmed as they
   * are stored (trimAnswers), so a server trims once, with the paths the
   * validator already knows.
   */
  judge(answers: unknown): { answers: unknown; result: ValidationResult };
}
