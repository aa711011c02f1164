import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';

const meta = {
  title: 'Component types/DigitalSignature',
  component: ProgramFormStory,
  args: { components: [sampleComponent('DigitalSignature', 1)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { digitalSignature: { digitalSignature: 'Jordan Lee' } } },
};

export const Invalid: Story = {
  play: showMissingFields,
};

/** The program's own component text replaces the default legal text. */
export const CustomText: Story = {
  args: {
    components: [
      { ...sampleComponent('DigitalSignature', 1), componentText: 'By typing your name you confirm the information above is accurate.' },
    ],
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { digitalSignature: { digitalSignature: 'Jordan Lee' } } },
};
