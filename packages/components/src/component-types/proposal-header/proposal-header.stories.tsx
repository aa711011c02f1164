import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { validProposalHeader } from '../../test-support/sample-proposal-header.ts';

const meta = {
  title: 'Component types/ProposalHeader',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('ProposalHeader', 1), displayName: 'Proposal' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { proposalHeader: validProposalHeader } },
};

/** A name with digits and a missing title: errors shown and the popover lists the fields. */
export const Invalid: Story = {
  args: { initialData: { proposalHeader: { firstName: 'Dana2', lastName: "O'Hara-Smith" } } },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { proposalHeader: validProposalHeader } },
};
