import type { CompiledComponent, CompiledForm } from '@huddle/form-engine';
import { describe, expect, it } from 'vitest';
import { answerLists } from './answer-lists.ts';

function component(componentType: string, componentKey: string): CompiledComponent {
  return {
    componentId: 1,
    componentType,
    componentKey,
    displayName: componentType,
    componentText: null,
    configuration: {},
    available: true,
    hasAnswers: true,
  } as CompiledComponent;
}

function form(...body: CompiledComponent[]): CompiledForm {
  return { jsonSchema: {}, uiSchema: {}, sections: { Header: [], Body: body, Footer: [] }, fieldIndex: {} };
}

describe('answerLists (spec §2 detail empty texts)', () => {
  it('does not apply when the form has no such component', () => {
    expect(answerLists(form(component('PersonalInformation', 'personalInformation')), {})).toEqual({
      uploadedFiles: null,
      preferredTeams: null,
    });
  });

  it('lists the uploaded file names, or none', () => {
    const compiled = form(component('FileUpload', 'fileUpload'));
    expect(answerLists(compiled, { fileUpload: { FILE_UPLOAD_0: 'resume_123.pdf', FILE_UPLOAD_1: '' } }).uploadedFiles).toEqual([
      'resume_123.pdf',
    ]);
    expect(answerLists(compiled, {}).uploadedFiles).toEqual([]);
    const stored = {
      FILE_UPLOAD_0: { uploadId: '6f1c2a9e-8d1b-4c55-9a0e-3f2b1c4d5e6f', fileName: 'Resume_482913.pdf' },
      FILE_UPLOAD_1: { uploadId: '0b7e4f7a-2d4c-4b8e-9f3a-6c1d2e3f4a5b', fileName: 'Notes_170245.docx' },
    };
    expect(answerLists(compiled, { fileUpload: stored }).uploadedFiles).toEqual(['Resume_482913.pdf', 'Notes_170245.docx']);
  });

  it("lists the preferred teams, 'No Preference' counting as none", () => {
    const compiled = form(component('PreferredTeams', 'preferredTeams'));
    expect(answerLists(compiled, { preferredTeams: ['Chicago Bears', 'Detroit Lions'] }).preferredTeams).toEqual([
      'Chicago Bears',
      'Detroit Lions',
    ]);
    expect(answerLists(compiled, { preferredTeams: 'No Preference' }).preferredTeams).toEqual([]);
  });
});
