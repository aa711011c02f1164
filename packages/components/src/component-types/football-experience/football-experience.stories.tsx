import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import {
  currentCollegeStaffExperience,
  formerCollegePlayerExperience,
  formerNflPlayerExperience,
} from '../../test-support/sample-football-experience.ts';

const meta = {
  title: 'Component types/FootballExperience',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('FootballExperience', 1), displayName: 'Football Experience' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the choice is asked until one is made. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
    await expect(canvas.queryByLabelText(/School Played For/)).toBeNull();
  },
};

/** Former NFL player: last team, last season and years in the NFL. */
export const Filled: Story = {
  args: { initialData: { footballExperience: formerNflPlayerExperience } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Last Team Played For/)).toBeVisible();
    await expect(canvas.queryByLabelText(/School You Work For/)).toBeNull();
  },
};

/** Former college player: school, last season in college and head coach. */
export const FormerCollegePlayer: Story = {
  args: { initialData: { footballExperience: formerCollegePlayerExperience } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Head Coach Played For/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
  },
};

/** Current college player / staff: school, job title and years of experience (1 to 25). */
export const CurrentCollegeStaff: Story = {
  args: { initialData: { footballExperience: currentCollegeStaffExperience } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Years of Experience/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Head Coach Played For/)).toBeNull();
  },
};

/** Choosing another experience replaces the group: the NFL answers are gone. */
export const SwitchingChoice: Story = {
  args: { initialData: { footballExperience: formerNflPlayerExperience } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Former College Player' }));
    await expect(await canvas.findByLabelText(/School Played For/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
  },
};

/** Former NFL player with only the team: the popover lists the last season and years in the NFL. */
export const Invalid: Story = {
  args: { initialData: { footballExperience: { footballExperience: 'formerNFLPlayer', lastTeamPlayedFor: 'New York Giants' } } },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { footballExperience: formerCollegePlayerExperience } },
};
