import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadRefusedError } from '../../form-services.ts';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import {
  proposalUploadComponent,
  resumeUploadComponent,
  sampleResumeAnswer,
  sampleSupportingAnswer,
} from '../../test-support/sample-file-upload.ts';

const meta = {
  title: 'Component types/FileUpload',
  component: ProgramFormStory,
  args: { components: [resumeUploadComponent] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOO_LARGE = 'The file that you are uploading is too large. Please upload a file that is less than 10 Megabytes';

/** One required 'Resume' slot, nothing chosen yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Resume/);
    await expect(input.getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt');
  },
};

/** A stored resume: its name and Remove. */
export const Filled: Story = {
  args: { initialData: { fileUpload: { FILE_UPLOAD_0: sampleResumeAnswer } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sampleResumeAnswer.fileName)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: `Remove ${sampleResumeAnswer.fileName}` })).toBeTruthy();
  },
};

/** Submit pressed without a resume: 'Resume' is listed as missing. */
export const Invalid: Story = {
  play: showMissingFields,
};

/** Choosing a file uploads it and shows the stored name. */
export const Uploaded: Story = {
  args: { services: createStoryFormServices({ uploadDelayMs: 10 }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Resume/), new File(['%PDF-1.4'], 'Jordan Lee resume.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText(/^Jordan_Lee_resume_\d+\.pdf$/)).toBeTruthy();
  },
};

/** The server refuses the file as too big: the spec §8 alert, the slot stays empty. */
export const RefusedTooLarge: Story = {
  args: {
    services: createStoryFormServices({ uploadDelayMs: 10, refuseUpload: () => new UploadRefusedError('too-large', 'File is too big') }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Resume/), new File(['%PDF-1.4'], 'Resume.pdf', { type: 'application/pdf' }));
    await expect((await canvas.findByRole('alert')).textContent).toBe(TOO_LARGE);
  },
};

/** Two slots (football ops proposals): 'Proposal' required, 'Supporting material' optional. */
export const TwoSlots: Story = {
  args: { components: [proposalUploadComponent], initialData: { fileUpload: { FILE_UPLOAD_1: sampleSupportingAnswer } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Proposal/)).toBeTruthy();
    await expect(canvas.getByText(sampleSupportingAnswer.fileName)).toBeTruthy();
  },
};

/** Participant detail: the stored names as download links. */
export const ReadOnly: Story = {
  args: {
    components: [proposalUploadComponent],
    readOnly: true,
    services: createStoryFormServices({ downloads: true }),
    initialData: { fileUpload: { FILE_UPLOAD_0: sampleResumeAnswer } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: sampleResumeAnswer.fileName })).toBeTruthy();
    await expect(canvas.getByText('No Uploaded File(s)')).toBeTruthy();
  },
};
