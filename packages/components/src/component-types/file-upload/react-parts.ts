import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { FileUploadSlotField } from './file-upload-slot-field.tsx';

/** React side of FileUpload: the upload slot field ('FileUpload.Slot'). */
export const reactParts: ComponentReactParts = { name: 'FileUpload', fields: { 'FileUpload.Slot': FileUploadSlotField } };
