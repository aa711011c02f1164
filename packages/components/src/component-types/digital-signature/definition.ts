import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT } from '@huddle/form-engine';

/** spec §5: the digital signature is always required; any non-blank text. */
const NON_BLANK = '\\S';

/** Shown above the signature field unless the program configured its own component text. */
export const DIGITAL_SIGNATURE_LEGAL_TEXT =
  'By typing your full name below, you are signing this application electronically. ' +
  'You agree that your typed name is your signature and has the same legal effect as your handwritten signature.';

/**
 * DigitalSignature (spec §2, Body): one required text answer,
 * `digitalSignature` ('Digital Signature'), under the legal text saying that
 * typing the name is the signature (the component's text when set).
 * Answers object: `{ digitalSignature: string }`; other keys are refused.
 */
export const digitalSignature: ComponentType = {
  name: 'DigitalSignature',
  section: 'Body',
  description: 'Typed-name signature of the application, always required.',
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: {
        digitalSignature: {
          type: 'string',
          title: 'Digital Signature',
          description: ctx.component.componentText?.trim() || DIGITAL_SIGNATURE_LEGAL_TEXT,
          pattern: NON_BLANK,
          maxLength: DEFAULT_TEXT_LIMIT,
        },
      },
      required: ['digitalSignature'],
      unevaluatedProperties: false,
    };
  },
  toUiSchema(): UiSchema {
    return {
      digitalSignature: { 'ui:autocomplete': 'name', 'ui:options': { wide: true } },
    };
  },
};
