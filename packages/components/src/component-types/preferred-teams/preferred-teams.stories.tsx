import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { noPreferenceTeams, samplePreferredTeamsCaption, validPreferredTeams } from '../../test-support/sample-preferred-teams.ts';

const meta = {
  title: 'Component types/PreferredTeams',
  component: ProgramFormStory,
  args: {
    components: [
      { ...sampleComponent('PreferredTeams', 1, { controlCaption: samplePreferredTeamsCaption }), displayName: 'Preferred Teams' },
    ],
  },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caption, then 16 AFC and 16 NFC clubs and No Preference; nothing chosen (optional). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'AFC' })).getAllByRole('checkbox')).toHaveLength(16);
    await expect(within(canvas.getByRole('group', { name: 'NFC' })).getAllByRole('checkbox')).toHaveLength(16);
    await expect(canvas.getByText('shadow')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { initialData: { preferredTeams: validPreferredTeams } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Kansas City Chiefs' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'No Preference' })).not.toBeChecked();
  },
};

/** No Preference: choosing it cleared the clubs. */
export const NoPreference: Story = {
  args: { initialData: { preferredTeams: validPreferredTeams } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No Preference' }));
    await expect(canvas.getByRole('checkbox', { name: 'No Preference' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Buffalo Bills' })).not.toBeChecked();
  },
};

/** Stored answers mixing No Preference and a club (not possible through the picker) are refused. */
export const Invalid: Story = {
  args: { initialData: { preferredTeams: { preferredTeams: ['Buffalo Bills', 'No Preference'] } } },
  play: showMissingFields,
};

/** A program without a caption shows the clubs only. */
export const WithoutCaption: Story = {
  args: {
    components: [{ ...sampleComponent('PreferredTeams', 1), displayName: 'Preferred Teams' }],
    initialData: { preferredTeams: noPreferenceTeams },
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { preferredTeams: validPreferredTeams } },
};
