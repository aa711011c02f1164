import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import {
  sampleBusinessOwnershipComponent,
  sampleOtherOwners,
  validBusinessOwnershipInformation,
} from '../../test-support/sample-business-ownership-information.ts';

const meta = {
  title: 'Component types/BusinessOwnershipInformation',
  component: ProgramFormStory,
  args: { components: [sampleBusinessOwnershipComponent()] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No owners yet: the table reads "No 'Other Owners' Specified". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Other Owners' });
    await expect(within(table).getByText("No 'Other Owners' Specified")).toBeInTheDocument();
  },
};

/** One other owner listed; another can still be added. */
export const Filled: Story = {
  args: {
    initialData: {
      businessOwnershipInformation: { ...validBusinessOwnershipInformation, additionalBusinessOwners: sampleOtherOwners.slice(0, 1) },
    },
  },
};

/** Bad percentage, no involvement answer, and Add Owner pressed with empty inputs. */
export const Invalid: Story = {
  args: { initialData: { businessOwnershipInformation: { legendsOwnershipPercent: '51%' } } },
  play: async (context) => {
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Add Owner' }));
    await expect(context.canvas.getByText("'Owner Name' required")).toBeInTheDocument();
    await expect(context.canvas.getByText("'Owner %' required")).toBeInTheDocument();
    await showMissingFields(context);
  },
};

/** Two other owners (spec §9 limit): the inputs give way to a note. */
export const AtOwnerLimit: Story = {
  args: { initialData: { businessOwnershipInformation: validBusinessOwnershipInformation } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add Owner' })).toBeNull();
    await expect(canvas.getByText(/Remove one to add another/)).toBeInTheDocument();
  },
};

/** Participant detail: the owners without inputs or actions. */
export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { businessOwnershipInformation: validBusinessOwnershipInformation } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Dana Whitfield' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};
