import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { validCompanyContactInformation } from '../../test-support/sample-company-information.ts';

const meta = {
  title: 'Component types/CompanyContactInformation',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('CompanyContactInformation', 1), displayName: 'Company Contact Information' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { companyContactInformation: validCompanyContactInformation } },
};

/** Bad phone and email, missing title: errors shown and the popover lists the fields. */
export const Invalid: Story = {
  args: {
    initialData: {
      companyContactInformation: {
        ...validCompanyContactInformation,
        contactPrimaryPhone: '555',
        contactEmailAddress: 'morgan@',
        contactTitle: undefined,
      },
    },
  },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { companyContactInformation: validCompanyContactInformation } },
};
