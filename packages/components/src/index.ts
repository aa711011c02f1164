/**
 * @huddle/components: the React side of the form (RJSF theme, ProgramForm,
 * display components, SafeHtml). Pure definitions: '@huddle/components/definitions'.
 * Styles: import '@huddle/components/theme.css'.
 */
export { ProgramForm } from './program-form/program-form.tsx';
export type { ProgramFormProps } from './program-form/program-form.tsx';
export type { ProgramDisplay } from './program-display.ts';
export { SUBMIT_NOTE } from './program-form/submit-area.tsx';
export { MISSING_FIELDS_HEADING, ALL_FIELDS_PRESENT } from './program-form/missing-fields-list.tsx';
export { SafeHtml, sanitizeRichText } from './safe-html.tsx';
export type { SafeHtmlProps } from './safe-html.tsx';
export {
  displayComponentView,
  componentTypeFolder,
  formReactPartTypes,
  loadAllComponentReactParts,
  loadComponentReactParts,
} from './react-parts/react-parts-registry.ts';
export type { ComponentReactParts, DisplayComponentViewProps } from './react-parts/component-react-parts.ts';
export type { FormServices, PlayerSuggestion, UploadedFile, UploadRefusal } from './form-services.ts';
export { UploadRefusedError } from './form-services.ts';
export { UnavailableComponentNotice } from './unavailable-component-notice.tsx';
export { huddleTheme } from './theme/huddle-theme.ts';
export { rjsfValidator } from './theme/rjsf-validator.ts';
export { loadFormValidation, type LoadableFormVersion } from './program-form/load-form-validation.ts';
export { configurationValidator, loadConfigurationChecks } from './theme/precompiled-schema-validator.ts';
export { loadFormVersionCode, useFormValidation } from './program-form/use-form-validation.ts';
export { transformErrors } from './theme/transform-errors.ts';
export { refusedFieldLines } from './program-form/refused-field-lines.ts';
export type { RefusedFieldLines } from './program-form/refused-field-lines.ts';
export type { ProgramFormContext } from './theme/program-form-context.ts';
export { componentRegistry } from './definitions/index.ts';
export { loadFormMessages } from './i18n/form-messages.ts';
export type { FormLanguage } from './i18n/form-messages.ts';
export { useInterfaceLanguage } from './i18n/use-interface-language.ts';
