import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { currentPlayerSegment, freeAgentPlayerSegment, legendPlayerSegment } from '../../test-support/sample-player-segment.ts';

const meta = {
  title: 'Component types/PlayerSegment',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('PlayerSegment', 1), displayName: 'Player Segment' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the segment is asked until one is chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByLabelText(/Current Team/)).toBeNull();
  },
};

/** A legend: years played in the NFL and most recent team. */
export const Filled: Story = {
  args: { initialData: { playerSegment: legendPlayerSegment } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Most Recent Team/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Current Team/)).toBeNull();
  },
};

/** A current NFL player: the current team only. */
export const CurrentNflPlayer: Story = {
  args: { initialData: { playerSegment: currentPlayerSegment } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Current Team/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Years Played in NFL/)).toBeNull();
  },
};

/** An NFL free agent: the same fields as a legend. */
export const NflFreeAgent: Story = {
  args: { initialData: { playerSegment: freeAgentPlayerSegment } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Years Played in NFL/)).toBeVisible();
  },
};

/** Switching a legend to current player replaces years and most recent team with the current team. */
export const SwitchingToCurrentPlayer: Story = {
  args: { initialData: { playerSegment: legendPlayerSegment } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Current NFL Player' }));
    await expect(await canvas.findByLabelText(/Current Team/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Most Recent Team/)).toBeNull();
  },
};

/** A legend without details: the popover lists them. */
export const Invalid: Story = {
  args: { initialData: { playerSegment: { segmentYouFallUnderRadio: 'Legend' } } },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { playerSegment: legendPlayerSegment } },
};
