import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CompiledForm } from '@huddle/form-engine';
import type { FormServices } from '../../form-services.ts';
import { UploadRefusedError } from '../../form-services.ts';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import { proposalUploadComponent, resumeUploadComponent, sampleResumeAnswer } from '../../test-support/sample-file-upload.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const resume = compileSample([resumeUploadComponent]);
const TOO_LARGE = 'The file that you are uploading is too large. Please upload a file that is less than 10 Megabytes';

function Harness({
  form,
  services,
  initial = {},
  readOnly = false,
}: {
  form: CompiledForm;
  services?: FormServices;
  initial?: Record<string, unknown>;
  readOnly?: boolean;
}) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm
        compiled={form}
        program={sampleProgram}
        formData={data}
        onChange={setData}
        onSubmit={() => undefined}
        services={services}
        readOnly={readOnly}
      />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { fileUpload?: Record<string, unknown> };
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

afterEach(cleanup);

describe('FileUpload.Slot', () => {
  it('uploads the chosen file for its slot, shows the stored name with Remove, and Remove clears the answer', async () => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ uploadDelayMs: 20 });
    const upload = vi.spyOn(services, 'uploadFile');
    render(<Harness form={resume} services={services} />);

    const input = screen.getByLabelText(/^Resume/);
    expect(input.getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt');
    await user.upload(input, pdf('My CV.pdf'));
    expect(upload).toHaveBeenCalledWith(expect.any(File), 0);
    expect(await screen.findByText('My_CV_1001.pdf')).toBeTruthy();
    expect(answers().fileUpload).toEqual({
      FILE_UPLOAD_0: { uploadId: '00000000-0000-4000-8000-000000000001', fileName: 'My_CV_1001.pdf' },
    });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove My_CV_1001.pdf' }));
    await waitFor(() => expect(answers().fileUpload?.['FILE_UPLOAD_0']).toBeUndefined());
    expect(screen.getByLabelText(/^Resume/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a file over 10 MB before sending it, with the spec text in an alert', async () => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ uploadDelayMs: 0 });
    const upload = vi.spyOn(services, 'uploadFile');
    render(<Harness form={resume} services={services} />);
    await user.upload(screen.getByLabelText(/^Resume/), pdf('Big.pdf', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_LARGE);
    expect(upload).not.toHaveBeenCalled();
    expect(answers().fileUpload?.['FILE_UPLOAD_0']).toBeUndefined();
  });

  it.each([
    ['too-large', 'File is too big', TOO_LARGE],
    [
      'file-name',
      'Invalid file name',
      'Error uploading document My CV.pdf. Please remove special characters from file name and then re-upload your document.',
    ],
    [
      'file-type',
      'The file content does not match its .pdf, .doc, .docx or .txt extension.',
      'The file content does not match its .pdf, .doc, .docx or .txt extension.',
    ],
    ['other', 'The application for this program is now closed.', 'The application for this program is now closed.'],
  ] as const)("shows the server's %s refusal as the spec text and clears the slot", async (reason, message, text) => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ uploadDelayMs: 0, refuseUpload: () => new UploadRefusedError(reason, message) });
    render(<Harness form={resume} services={services} initial={{ fileUpload: {} }} />);
    await user.upload(screen.getByLabelText(/^Resume/), pdf('My CV.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(answers().fileUpload?.['FILE_UPLOAD_0']).toBeUndefined();
    expect(screen.getByLabelText(/^Resume/).getAttribute('type')).toBe('file');
  });

  it('checks the name before sending: other extensions and names without a letter or digit are refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const services = createStoryFormServices({ uploadDelayMs: 0 });
    const upload = vi.spyOn(services, 'uploadFile');
    render(<Harness form={resume} services={services} />);
    await user.upload(screen.getByLabelText(/^Resume/), new File(['x'], 'tool.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error uploading document tool.exe. Please upload a .pdf, .doc, .docx or .txt file.',
    );
    await user.upload(screen.getByLabelText(/^Resume/), pdf('#&!.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error uploading document #&!.pdf. Please remove special characters from file name and then re-upload your document.',
      ),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('submits with only the required slot of two filled (the optional slot stays absent)', async () => {
    const user = userEvent.setup();
    render(<Harness form={compileSample([proposalUploadComponent])} services={createStoryFormServices({ uploadDelayMs: 0 })} />);
    await user.upload(screen.getByLabelText(/^Proposal/), pdf('Proposal.pdf'));
    await screen.findByText('Proposal_1001.pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false));
    expect(Object.keys(answers().fileUpload ?? {})).toEqual(['FILE_UPLOAD_0']);
  });

  it('says which slot is missing after a submit attempt, by its label', async () => {
    const user = userEvent.setup();
    render(<Harness form={compileSample([proposalUploadComponent])} services={createStoryFormServices()} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please supply values for:')).toBeTruthy();
    expect(screen.getAllByText('Proposal').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Supporting material/)).toBeTruthy();
  });

  it('read-only: the stored name as a download link when the services offer one, else text; none: No Uploaded File(s)', () => {
    const filled = { fileUpload: { FILE_UPLOAD_0: sampleResumeAnswer } };
    render(<Harness form={resume} services={createStoryFormServices({ downloads: true })} initial={filled} readOnly />);
    const link = screen.getByRole('link', { name: sampleResumeAnswer.fileName });
    expect(link.getAttribute('href')).toContain(sampleResumeAnswer.uploadId);
    expect(screen.queryByLabelText(/^Resume/, { selector: 'input' })).toBeNull();
    cleanup();

    render(<Harness form={resume} initial={filled} readOnly />);
    expect(screen.getByText(sampleResumeAnswer.fileName).tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();

    render(<Harness form={resume} readOnly />);
    expect(screen.getByText('No Uploaded File(s)')).toBeTruthy();
  });
});
