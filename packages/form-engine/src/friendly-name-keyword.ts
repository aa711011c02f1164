/**
 * Annotation keyword carrying a field's spec §5 friendly name when its
 * `title` says something else (questions: title = full question text,
 * x-friendlyName = first 15 characters + '...'). Never validates anything.
 */
export const FRIENDLY_NAME_KEYWORD = 'x-friendlyName';
