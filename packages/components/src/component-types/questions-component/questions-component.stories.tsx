import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { expect } from 'storybook/test';
import { sampleComponent, sampleQuestions } from '../../test-support/form-definitions.ts';
import { sampleContactListQuestion, sampleQuestionContacts } from '../../test-support/sample-contact-list-question.ts';

const filled = { q11: 'I want to move into coaching after my playing career.', q12: 'A friend', q13: ['Coaching', 'Media'], q14: 'Coach' };

const meta = {
  title: 'Component types/QuestionsComponent',
  component: ProgramFormStory,
  args: { components: [sampleComponent('QuestionsComponent', 1)], questions: sampleQuestions },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text, radio, multi-select and drop-down questions; question id 5 is never asked. */
export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { questions: filled } },
};

/** Text too short on letters, no radio choice, no topic: errors and the missing list. */
export const Invalid: Story = {
  args: { initialData: { questions: { q11: '?!', q13: [] } } },
  play: showMissingFields,
};

/** The 'Other' options reveal their required 'Please specify other:' inputs. */
export const OtherOptionsChosen: Story = {
  args: { initialData: { questions: { ...filled, q12: 'Other', q12Other: 'Alumni newsletter', q13: ['Finance', 'Other'] } } },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { questions: { ...filled, q12: 'Other', q12Other: 'Alumni newsletter' } } },
};

/** A contact-list question (type 6): its contact table, at least 2 contacts. */
export const ContactListQuestion: Story = {
  args: { questions: [sampleContactListQuestion], initialData: { questions: { q21: sampleQuestionContacts.slice(0, 1) } } },
  play: async (context) => {
    await expect(context.canvas.getByRole('table', { name: 'Who else from your company will attend?' })).toBeInTheDocument();
    await showMissingFields(context);
    await expect(await context.canvas.findByText('Please add at least 2 contacts.')).toBeInTheDocument();
  },
};

export const ContactListQuestionReadOnly: Story = {
  args: { readOnly: true, questions: [sampleContactListQuestion], initialData: { questions: { q21: sampleQuestionContacts } } },
};
