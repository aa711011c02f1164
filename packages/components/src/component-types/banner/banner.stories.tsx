import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const graphic =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><rect width="1200" height="300" fill="#0b4f9c"/>' +
      '<text x="60" y="175" font-family="sans-serif" font-size="64" fill="#fff">NFL Coaches Academy</text></svg>',
  );

const meta = {
  title: 'Component types/Banner',
  component: ProgramFormStory,
  args: { components: [sampleComponent('Banner', 1)], program: { ...sampleProgram, headerGraphicPath: graphic } },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderGraphic: Story = {};

/** A program without a header graphic shows nothing. */
export const WithoutHeaderGraphic: Story = {
  args: { program: sampleProgram },
};
