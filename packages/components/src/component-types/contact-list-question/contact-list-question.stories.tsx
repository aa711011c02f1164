import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleContactListComponent, sampleContacts } from '../../test-support/sample-contact-list-question.ts';

const meta = {
  title: 'Component types/ContactListQuestion',
  component: ProgramFormStory,
  args: { components: [sampleContactListComponent()] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Other Attendees': Full Name, Job Title and Email columns, at least 1 contact. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No 'Other Attendees' Specified")).toBeInTheDocument();
    await expect(canvas.getByText('Add at least 1 contact.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { initialData: { contactList: { additionalContacts: sampleContacts } } },
};

/** Below the minimum, and Add Contact pressed with an empty Email. */
export const Invalid: Story = {
  args: {
    components: [sampleContactListComponent({ minContacts: 2 })],
    initialData: { contactList: { additionalContacts: sampleContacts.slice(0, 1) } },
  },
  play: async (context) => {
    await context.userEvent.type(context.canvas.getByRole('textbox', { name: 'Full Name' }), 'Sam Chen');
    await context.userEvent.type(context.canvas.getByRole('textbox', { name: 'Job Title' }), 'Marketing Director');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Add Contact' }));
    await expect(context.canvas.getByText("'Email' required")).toBeInTheDocument();
    await showMissingFields(context);
    await expect(await context.canvas.findByText('Please add at least 2 contacts.')).toBeInTheDocument();
  },
};

/** minContacts 0 and no section title: optional list under the component's display name. */
export const NoMinimum: Story = {
  args: { components: [sampleContactListComponent({ minContacts: 0, sectionTitle: '' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No 'Other Contacts' Specified")).toBeInTheDocument();
    await expect(canvas.queryByText(/Add at least/)).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { contactList: { additionalContacts: sampleContacts } } },
};
