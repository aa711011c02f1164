import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const meta = {
  title: 'Component types/MailtoComponent',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('MailtoComponent', 1), displayName: 'Email Us' }, sampleComponent('Footer', 2)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The program has a footer message: the link to its first contact shows above the footer. */
export const WithFooterMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Email Us/ })).toHaveAttribute('href', 'mailto:jordan.lee@example.org');
  },
};

/** The component's text, when set, is the link text. */
export const WithComponentText: Story = {
  args: {
    components: [
      { ...sampleComponent('MailtoComponent', 1), componentText: 'Questions about your proposal? Email the football operations team' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Questions about your proposal/ })).toBeVisible();
  },
};

/** No footer message: nothing is shown (spec §2). */
export const WithoutFooterMessage: Story = {
  args: { program: { ...sampleProgram, footerMessage: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Email Us/ })).toBeNull();
  },
};
