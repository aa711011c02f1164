/**
 * @huddle/program-rules: the rules about a program written once, for the
 * admin app, the API and the form components alike. Pure TypeScript (imports
 * @huddle/schemas and date-fns only): runs in the browser and on the server.
 * The rich text policy is applied by @huddle/program-rules/server
 * (sanitize-html) and @huddle/program-rules/browser (DOMPurify).
 */
export type { ProgramSettingsValues } from './settings-values.ts';
export {
  settingsFields,
  legendsAdminFields,
  legalDisclaimerFields,
  richTextSettingsFields,
  seesLegalDisclaimer,
  editableSettingsFields,
  visibleSettingsFields,
  type RichTextSettingsField,
} from './settings-fields.ts';
export {
  PAYMENT_LINK_MARKER,
  paymentLinkEmailOf,
  offersPaymentLink,
  paymentLinkFlagOf,
  withPaymentLinkMarker,
  tickPaymentLink,
  placePaymentLink,
  settlePaymentLinkMarkers,
  type PaymentLinkEmail,
  type PaymentLinkValues,
} from './payment-link.ts';
export {
  dependentFieldOf,
  dependentToggleOf,
  isDependentFieldEnabled,
  clearUntickedDependents,
  type DependentToggle,
  type DependentField,
  type DependentValues,
} from './dependent-fields.ts';
export {
  applySettingsEdit,
  applySettingsSave,
  type SettingsRuleValues,
  type SentPaymentLinkFlags,
  type SettingsSaveOutcome,
} from './settings-edit.ts';
export {
  MAX_PROGRAM_FEE,
  PROGRAM_FEE_DECIMALS,
  PROGRAM_FEE_STEP,
  programFeeProblem,
  parseProgramFee,
  formatProgramFee,
  type ProgramFeeProblem,
  type ProgramFeeParse,
} from './program-fee.ts';
export { LEAGUE_YEAR_START_MONTH, PROGRAM_YEAR_RANGE, leagueYearOf, isProgramYear } from './league-year.ts';
export { programDateConflicts, type ProgramDateConflict, type ProgramDates } from './program-date-conflicts.ts';
export { textPatterns, matchesTextPattern, type TextPatternName } from './text-patterns.ts';
export {
  settingsViolations,
  settingsFormErrors,
  settingsErrorReasons,
  settingsTextLimits,
  type SettingsError,
  type SettingsErrors,
  type SettingsTexts,
  type CheckedSettings,
  type PlainTextOf,
} from './settings-checks.ts';
export { questionTypes, questionTypeIds, isQuestionTypeId, takesOptions, hasCharacterLimit, offersOtherText } from './question-types.ts';
export {
  richTextPolicy,
  isAllowedRichTextUrl,
  isSafeLinkUrl,
  isSafeImageUrl,
  isAllowedRichTextAttribute,
  isAllowedRichTextStyle,
  richTextAttributeNames,
  type RichTextPolicy,
  type RichTextUrlRule,
} from './rich-text-policy.ts';
export {
  LANGUAGE_KEY,
  detectLanguage,
  languageFromAddress,
  toPublicLanguage,
  type LanguageSources,
  type PublicLanguage,
} from './public-language.ts';
