import type { CompiledForm } from '@huddle/form-engine';
import { uploadKey } from '@huddle/components/definitions';

/** One upload slot of a compiled form: which FileUpload answers object holds it, and its position. */
export interface FormUploadSlot {
  /** componentKey of the FileUpload component, e.g. 'fileUpload'. */
  componentKey: string;
  /** 0-5 (spec §3 FILE_UPLOAD_0..5). */
  slot: number;
  /** Answer key inside the component's answers object: 'FILE_UPLOAD_{slot}'. */
  key: string;
}

const FILE_UPLOAD = 'FileUpload';
const MAX_SLOT = 5;

/**
 * The upload slots a compiled form offers (spec §3 numUploads): for every
 * available FileUpload component of the Body, the FILE_UPLOAD_{n} keys its
 * answers schema declares, in component then slot order. Empty when the
 * form takes no uploads.
 */
export function uploadSlotsOfForm(compiled: CompiledForm): FormUploadSlot[] {
  return compiled.sections.Body.filter((component) => component.componentType === FILE_UPLOAD && component.available).flatMap(
    (component) => {
      const properties = compiled.jsonSchema.properties?.[component.componentKey]?.properties ?? {};
      return Array.from({ length: MAX_SLOT + 1 }, (_, slot) => slot)
        .filter((slot) => uploadKey(slot) in properties)
        .map((slot) => ({ componentKey: component.componentKey, slot, key: uploadKey(slot) }));
    },
  );
}
