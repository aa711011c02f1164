import { describe, expect, it } from 'vitest';
import { compileForm, createValidator, FormConfigError, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent, sampleDefinition } from '../../test-support/form-definitions.ts';
import {
  proposalUploadComponent,
  resumeUploadComponent,
  sampleResumeAnswer,
  sampleSupportingAnswer,
} from '../../test-support/sample-file-upload.ts';
import { uploadSlots } from './upload-slots.ts';

const check = (compiled: CompiledForm, answers: Record<string, unknown>) => createValidator(compiled).validate({ fileUpload: answers });
const failing = (compiled: CompiledForm, answers: Record<string, unknown>) =>
  check(compiled, answers).errors.map((error) => `${error.path}:${error.code}`);

describe('FileUpload', () => {
  const resume = compileSample([resumeUploadComponent]);
  const proposal = compileSample([proposalUploadComponent]);

  it('compiles one slot per upload, keyed FILE_UPLOAD_{n}, titled by its label, in order', () => {
    const schema = resume.jsonSchema.properties?.['fileUpload'];
    expect(schema?.title).toBe('Resume Upload');
    expect(Object.keys(schema?.properties ?? {})).toEqual(['FILE_UPLOAD_0']);
    expect(schema?.properties?.['FILE_UPLOAD_0']?.title).toBe('Resume');
    expect(schema?.unevaluatedProperties).toBe(false);
    const ui = proposal.uiSchema['fileUpload'] as Record<string, { 'ui:field'?: string; 'ui:options'?: { slot?: number } }>;
    expect(ui['ui:order']).toEqual(['FILE_UPLOAD_0', 'FILE_UPLOAD_1']);
    expect(ui['FILE_UPLOAD_1']?.['ui:field']).toBe('FileUpload.Slot');
    expect(ui['FILE_UPLOAD_1']?.['ui:options']?.slot).toBe(1);
  });

  it('requires the required slots, listed by their label (spec §5 "required file uploads filled")', () => {
    expect(missingFieldNames(check(resume, {}))).toEqual(['Resume']);
    expect(missingFieldNames(check(proposal, {}))).toEqual(['Proposal']);
    expect(check(resume, { FILE_UPLOAD_0: sampleResumeAnswer })).toEqual({ valid: true, errors: [] });
    expect(check(proposal, { FILE_UPLOAD_0: sampleResumeAnswer })).toEqual({ valid: true, errors: [] });
    expect(check(proposal, { FILE_UPLOAD_0: sampleResumeAnswer, FILE_UPLOAD_1: sampleSupportingAnswer }).valid).toBe(true);
  });

  it('accepts only stored names ending .doc, .docx, .pdf or .txt (spec §5)', () => {
    for (const fileName of ['cv.doc', 'cv.docx', 'cv.pdf', 'notes.txt']) {
      expect(check(resume, { FILE_UPLOAD_0: { ...sampleResumeAnswer, fileName } }).valid, fileName).toBe(true);
    }
    for (const fileName of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.PDFX', 'cv.html']) {
      const result = check(resume, { FILE_UPLOAD_0: { ...sampleResumeAnswer, fileName } });
      expect(
        result.errors.map((error) => `${error.path}:${error.code}`),
        fileName,
      ).toEqual(['fileUpload.FILE_UPLOAD_0.fileName:pattern']);
      expect(missingFieldNames(result)).toEqual(['Resume']);
    }
  });

  it('refuses a slot answer without a generated id, with file content, or an upload id that is no uuid', () => {
    expect(failing(resume, { FILE_UPLOAD_0: { fileName: 'cv.pdf' } })).toEqual(['fileUpload.FILE_UPLOAD_0.uploadId:required']);
    expect(failing(resume, { FILE_UPLOAD_0: { ...sampleResumeAnswer, content: 'JVBERi0xLjQ=' } })).toEqual([
      'fileUpload.FILE_UPLOAD_0.content:additionalProperties',
    ]);
    expect(failing(resume, { FILE_UPLOAD_0: { ...sampleResumeAnswer, uploadId: '../../etc/passwd' } })).toEqual([
      'fileUpload.FILE_UPLOAD_0.uploadId:format',
    ]);
    expect(failing(resume, { FILE_UPLOAD_0: 'cv.pdf' })).toEqual(['fileUpload.FILE_UPLOAD_0:type']);
  });

  it('refuses keys of slots beyond numUploads', () => {
    expect(failing(resume, { FILE_UPLOAD_0: sampleResumeAnswer, FILE_UPLOAD_1: sampleSupportingAnswer })).toEqual([
      'fileUpload.FILE_UPLOAD_1:unevaluatedProperties',
    ]);
  });

  it('takes 1 to 6 uploads; labels default to "File Upload {n}" and slots to optional', () => {
    const six = compileSample([
      sampleComponent('FileUpload', 1, { numUploads: 6, labels: { label2: 'Transcript', required_label2: true } }),
    ]);
    const schema = six.jsonSchema.properties?.['fileUpload'];
    expect(Object.keys(schema?.properties ?? {})).toEqual([
      'FILE_UPLOAD_0',
      'FILE_UPLOAD_1',
      'FILE_UPLOAD_2',
      'FILE_UPLOAD_3',
      'FILE_UPLOAD_4',
      'FILE_UPLOAD_5',
    ]);
    expect(schema?.properties?.['FILE_UPLOAD_0']?.title).toBe('File Upload 1');
    expect(missingFieldNames(check(six, {}))).toEqual(['Transcript']);
    for (const numUploads of [0, 7, 2.5]) {
      expect(
        () => compileForm(sampleDefinition([sampleComponent('FileUpload', 1, { numUploads, labels: {} })]), componentRegistry),
        String(numUploads),
      ).toThrow(FormConfigError);
    }
    expect(() =>
      compileForm(
        sampleDefinition([sampleComponent('FileUpload', 1, { numUploads: 1, labels: { label0: 'Resume', color: 'red' } })]),
        componentRegistry,
      ),
    ).toThrow(FormConfigError);
  });

  it('uses its default configuration (one required slot) when a program adds it', () => {
    const added = compileSample([sampleComponent('FileUpload', 1)]);
    expect(missingFieldNames(check(added, {}))).toEqual(['Document']);
    expect(uploadSlots({ numUploads: 2, labels: { label1: '  Cover letter ', required_label1: 'yes' } })).toEqual([
      { slot: 0, key: 'FILE_UPLOAD_0', label: 'File Upload 1', required: false },
      { slot: 1, key: 'FILE_UPLOAD_1', label: 'Cover letter', required: false },
    ]);
  });

  it('feeds no list column', () => {
    expect(projectAnswers(resume, { fileUpload: { FILE_UPLOAD_0: sampleResumeAnswer } }, componentRegistry)).toEqual({});
  });
});
