import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const meta = {
  title: 'Component types/EventDescription',
  component: ProgramFormStory,
  args: { components: [sampleComponent('EventDescription', 1)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDates: Story = {};

/** The program that hides its event dates. */
export const DatesHidden: Story = {
  args: { program: { ...sampleProgram, hideEventDates: true } },
};

/** Unsafe markup in the description is removed before rendering. */
export const UnsafeDescription: Story = {
  args: {
    program: { ...sampleProgram, eventDescription: '<p>Safe text<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' },
  },
};
