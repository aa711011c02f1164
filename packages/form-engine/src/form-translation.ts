/** Texts of one answer field in another language; each one absent keeps the English text. */
export interface FieldTexts {
  /** Label of the field (schema `title`). */
  title?: string;
  /** spec §5 missing-fields name (schema `x-friendlyName`). */
  friendlyName?: string;
  /** Schema `description`. */
  description?: string;
  /** Help text under the field (UI schema `ui:help`). */
  help?: string;
  /** Shown label per option value; values themselves never change (stored answers stay language-neutral). */
  optionLabels?: Record<string, string>;
}

/** Texts of one component in another language; each one absent keeps the English text. */
export interface ComponentTexts {
  displayName?: string;
  /** Sanitized rich text shown by display components. */
  componentText?: string;
}

/**
 * The staff-written texts of a compiled form in one other language (issue
 * 14.3): components by componentId (as a string key), answer fields by their
 * dotted answers path as in fieldIndex ('questions.q12', array items as '*').
 */
export interface FormTranslation {
  components?: Record<string, ComponentTexts>;
  fields?: Record<string, FieldTexts>;
}
