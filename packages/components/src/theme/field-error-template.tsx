/**
 * Field errors are rendered by FieldTemplate, in a live region, and only
 * after the field was left or a submit was attempted; RJSF's own error slot
 * stays empty.
 */
export function FieldErrorTemplate() {
  return null;
}
