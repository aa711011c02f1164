import type { ProgramComponent } from '@huddle/schemas';
import { sampleComponent } from './form-definitions.ts';

/** FileUpload with one required 'Resume' slot, as the resume programs configure it (spec §3). */
export const resumeUploadComponent: ProgramComponent = {
  ...sampleComponent('FileUpload', 1, { numUploads: 1, labels: { label0: 'Resume', required_label0: true } }),
  displayName: 'Resume Upload',
};

/** FileUpload with a required 'Proposal' and an optional 'Supporting material' slot (football ops). */
export const proposalUploadComponent: ProgramComponent = {
  ...sampleComponent('FileUpload', 1, {
    numUploads: 2,
    labels: { label0: 'Proposal', required_label0: true, label1: 'Supporting material', required_label1: false },
  }),
  displayName: 'Proposal Documents',
};

/** A stored upload as the answer references it (generated id and sanitized stored name). */
export const sampleResumeAnswer = { uploadId: '6f1c2a9e-8d1b-4c55-9a0e-3f2b1c4d5e6f', fileName: 'Jordan_Lee_Resume_482913.pdf' };

/** A second stored upload (a .docx). */
export const sampleSupportingAnswer = { uploadId: '0b7e4f7a-2d4c-4b8e-9f3a-6c1d2e3f4a5b', fileName: 'Film_study_notes_170245.docx' };
