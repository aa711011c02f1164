import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import {
  contentDropDownConfig,
  teamsDropDownConfig,
  validContentDropDowns,
  validTeamsDropDowns,
} from '../../test-support/sample-multi-drop-down.ts';

const meta = {
  title: 'Component types/MultiDropDown',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('MultiDropDown', 1, teamsDropDownConfig), displayName: 'Favorite Teams' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two labelled drop-downs of the 32 clubs. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const favorite = canvas.getByRole('combobox', { name: /^Favorite team/ });
    await expect(within(favorite).getAllByRole('option')).toHaveLength(33);
  },
};

export const Filled: Story = {
  args: { initialData: { multiDropDown: validTeamsDropDowns } },
};

/** The second drop-down not chosen: the popover lists 'Second favorite team'. */
export const Invalid: Story = {
  args: { initialData: { multiDropDown: { dropDown0: 'Detroit Lions' } } },
  play: showMissingFields,
};

/** The default configuration: one drop-down of the clubs under 'Cascading Drop Downs'. */
export const DefaultConfiguration: Story = {
  args: { components: [sampleComponent('MultiDropDown', 1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cascading Drop Downs')).toBeVisible();
  },
};

/** importTeams off: three drop-downs of the configured options ('select' is not offered). */
export const ConfiguredOptions: Story = {
  args: { components: [sampleComponent('MultiDropDown', 1, contentDropDownConfig)], initialData: { multiDropDown: validContentDropDowns } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('combobox', { name: /^Selection 1/ });
    await expect(within(first).queryByRole('option', { name: 'select' })).toBeNull();
    await expect(within(first).getAllByRole('option')).toHaveLength(4);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { multiDropDown: validTeamsDropDowns } },
};
