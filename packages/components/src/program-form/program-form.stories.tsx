import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../stories/program-form-story.tsx';
import { showMissingFields } from '../stories/show-missing-fields.ts';
import { sampleComponent, sampleQuestions } from '../test-support/form-definitions.ts';
import { validPersonalInformation } from '../test-support/sample-program.ts';

const components = [
  sampleComponent('Banner', 1),
  sampleComponent('EventDescription', 2),
  sampleComponent('PersonalInformation', 3),
  sampleComponent('QuestionsComponent', 4),
  sampleComponent('DigitalSignature', 5),
  sampleComponent('Footer', 6),
];

const filled = {
  personalInformation: validPersonalInformation,
  questions: { q11: 'I want to coach.', q12: 'Email', q13: ['Coaching'], q14: 'Coach' },
  digitalSignature: { digitalSignature: 'Jordan Lee' },
};

const meta = {
  title: 'ProgramForm',
  component: ProgramFormStory,
  args: { components, questions: sampleQuestions },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialData: filled } };

export const Invalid: Story = {
  args: { initialData: { ...filled, digitalSignature: {} } },
  play: showMissingFields,
};

export const Submitting: Story = { args: { initialData: filled, submitting: true } };

/** A component type this build does not know: a notice in its place, the rest renders. */
export const UnavailableComponent: Story = {
  args: {
    components: [
      sampleComponent('EventDescription', 1),
      { ...sampleComponent('RetiredComponent', 2), displayName: 'Retired Component' },
      sampleComponent('DigitalSignature', 3),
    ],
  },
};

/** Staff participant detail: only the Body, answers read-only. */
export const ReadOnly: Story = { args: { initialData: filled, readOnly: true } };
