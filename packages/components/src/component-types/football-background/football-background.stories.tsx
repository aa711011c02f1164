import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import {
  cflFootballBackground,
  nflFootballBackground,
  nonPlayerFootballBackground,
  otherLeagueFootballBackground,
} from '../../test-support/sample-football-background.ts';

const meta = {
  title: 'Component types/FootballBackground',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('FootballBackground', 1), displayName: 'Football Background' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the yes/no question is asked until it is answered. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(canvas.queryByLabelText(/Which league/)).toBeNull();
  },
};

/** An NFL player: last team, last year and years played in the NFL. */
export const Filled: Story = {
  args: { initialData: { footballBackground: nflFootballBackground } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Last Year Played in NFL/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Other League/)).toBeNull();
  },
};

/** League Other: the league's name is asked, the NFL details are not. */
export const OtherLeague: Story = {
  args: { initialData: { footballBackground: otherLeagueFootballBackground } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Other League/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
  },
};

/** A listed league other than the NFL: nothing more is asked. */
export const NamedLeague: Story = {
  args: { initialData: { footballBackground: cflFootballBackground } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/Other League/)).toBeNull();
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
  },
};

/** Not a football player: no league details. */
export const NotAPlayer: Story = {
  args: { initialData: { footballBackground: nonPlayerFootballBackground } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/Which league/)).toBeNull();
  },
};

/** Answering no after yes removes the league details. */
export const SwitchingToNo: Story = {
  args: { initialData: { footballBackground: nflFootballBackground } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(canvas.queryByLabelText(/Which league/)).toBeNull();
    await expect(canvas.queryByLabelText(/Last Team Played For/)).toBeNull();
  },
};

/** An NFL player without the details: the popover lists them. */
export const Invalid: Story = {
  args: { initialData: { footballBackground: { currentFormerFootballPlayer: 'yes', whichLeague: 'NFL' } } },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { footballBackground: nflFootballBackground } },
};
