import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import { specPatterns } from '@huddle/form-engine';
import { MAX_UPLOAD_SLOTS, uploadSlots, type FileUploadConfig } from './upload-slots.ts';

/** Longest stored name: 57-character base, '_', the numeric suffix and the extension (spec §5), with room to spare. */
const MAX_STORED_NAME = 100;

const slotNumbers = Array.from({ length: MAX_UPLOAD_SLOTS }, (_, slot) => slot);

/** Admin configuration (spec §3): numUploads 1-6 and the labels JSON (label{n}, required_label{n}). */
const configSchema: JsonSchema = {
  type: 'object',
  properties: {
    numUploads: { type: 'integer', minimum: 1, maximum: MAX_UPLOAD_SLOTS, title: 'Number of uploads' },
    labels: {
      type: 'object',
      title: 'Labels',
      properties: Object.fromEntries(
        slotNumbers.flatMap((slot) => [
          [`label${slot}`, { type: 'string', maxLength: 200, title: `Label of upload ${slot + 1}` }],
          [`required_label${slot}`, { type: 'boolean', title: `Upload ${slot + 1} required` }],
        ]),
      ),
      additionalProperties: false,
    },
  },
  required: ['numUploads', 'labels'],
};

/**
 * The answer of one slot: the upload endpoint's generated id and stored name
 * (never the file's content). Every key titled with the slot's label, so a
 * missing or refused slot is listed by that label (spec §5 friendly name).
 */
function slotSchema(label: string): JsonSchema {
  return {
    type: 'object',
    title: label,
    properties: {
      uploadId: { type: 'string', format: 'uuid', title: label },
      fileName: { type: 'string', title: label, pattern: specPatterns.uploadFileName, maxLength: MAX_STORED_NAME },
    },
    required: ['uploadId', 'fileName'],
    additionalProperties: false,
  };
}

/**
 * FileUpload (spec §2, Body): numUploads slots (1-6, spec §3/§9), each with
 * its label and required flag (labels JSON: label{n}, required_label{n}).
 * Answers object: `{ FILE_UPLOAD_{n}: { uploadId, fileName } }` (spec §3
 * participant FILE_UPLOAD_0..5); only the id the upload endpoint generated
 * and the stored name (spec §5: ends .doc, .docx, .pdf or .txt), never file
 * content. Required slots must be filled ('{label}' in the missing list);
 * keys of slots beyond numUploads are refused. The server also checks, at
 * submit, that each id is an unclaimed upload of this program and slot.
 * Feeds no list column.
 */
export const fileUpload: ComponentType<FileUploadConfig> = {
  name: 'FileUpload',
  section: 'Body',
  description: 'One to six document uploads (pdf, doc, docx, txt; 10 MB each), each with its label and required flag.',
  configSchema,
  defaultConfiguration: { numUploads: 1, labels: { label0: 'Document', required_label0: true } },
  toSchema(config, ctx): JsonSchema {
    const slots = uploadSlots(config);
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: Object.fromEntries(slots.map((slot) => [slot.key, slotSchema(slot.label)])),
      required: slots.filter((slot) => slot.required).map((slot) => slot.key),
      unevaluatedProperties: false,
    };
  },
  toUiSchema(config): UiSchema {
    const slots = uploadSlots(config);
    return {
      'ui:order': slots.map((slot) => slot.key),
      ...Object.fromEntries(
        slots.map((slot) => [
          slot.key,
          { 'ui:field': 'FileUpload.Slot', 'ui:options': { slot: slot.slot, required: slot.required, wide: true } },
        ]),
      ),
    };
  },
};
