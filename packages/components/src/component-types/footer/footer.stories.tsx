import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const meta = {
  title: 'Component types/Footer',
  component: ProgramFormStory,
  args: { components: [sampleComponent('Footer', 1)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContactsAndSocialLinks: Story = {};

export const SeveralContacts: Story = {
  args: {
    program: {
      ...sampleProgram,
      contacts: [
        ...sampleProgram.contacts,
        {
          contactId: 2,
          contactName: 'Sam Rivera',
          contactEmail: 'sam.rivera@example.org',
          officeNumber: null,
          mobileNumber: '(646) 555-0102',
        },
        {
          contactId: 3,
          contactName: 'Alex Morgan',
          contactEmail: 'alex.morgan@example.org',
          officeNumber: '(212) 555-0103',
          mobileNumber: null,
        },
      ],
    },
  },
};

export const MessageOnly: Story = {
  args: { program: { ...sampleProgram, contacts: [], social: { facebook: null, instagram: null, twitter: null } } },
};
