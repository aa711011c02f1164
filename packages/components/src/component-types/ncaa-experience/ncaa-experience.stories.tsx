import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { FormServices } from '../../form-services.ts';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { noDivisionNcaaExperience, sampleNcaaComponent, validNcaaExperience } from '../../test-support/sample-ncaa-experience.ts';
import { CHOOSE_DIVISION_FIRST, CONFERENCES_UNAVAILABLE, LOADING_CONFERENCES } from './conference-widget.tsx';

const failingServices: FormServices = {
  ...createStoryFormServices(),
  conferencesByDivision: () => Promise.reject(new Error('Player database unavailable')),
};

const meta = {
  title: 'Component types/NCAAExperience',
  component: ProgramFormStory,
  args: { components: [sampleNcaaComponent(1)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No division yet: the conference waits for it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Conference/ })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: CHOOSE_DIVISION_FIRST })).toBeInTheDocument();
  },
};

/** An FBS conference chosen from the player database's list. */
export const Filled: Story = {
  args: { initialData: { ncaaExperience: validNcaaExperience } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option', { name: 'Big Ten Conference', selected: true })).toBeInTheDocument();
  },
};

/** Division chosen, conference missing: the popover lists 'Conference'. */
export const Invalid: Story = {
  args: { initialData: { ncaaExperience: { collegeDivision: 'FCS' } } },
  play: showMissingFields,
};

/** Choosing a division loads its conferences; choosing another clears the conference. */
export const ChangingTheDivision: Story = {
  args: { initialData: { ncaaExperience: validNcaaExperience } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('option', { name: 'Big Ten Conference', selected: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /College Division/ }), 'FCS');
    await expect(await canvas.findByRole('option', { name: 'Big Sky Conference' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: 'Big Ten Conference' })).toBeNull();
  },
};

/** Division N/A: the conference is 'NA', read-only (spec §4). */
export const DivisionNotApplicable: Story = {
  args: { initialData: { ncaaExperience: noDivisionNcaaExperience } },
  play: async ({ canvas }) => {
    const conference = canvas.getByRole('textbox', { name: /Conference/ });
    await expect(conference).toHaveValue('NA');
    await expect(conference).toHaveAttribute('readonly');
  },
};

/** The player database is slow: the conference reads 'Loading conferences...'. */
export const LoadingConferences: Story = {
  args: { initialData: { ncaaExperience: { collegeDivision: 'FBS' } }, services: createStoryFormServices({ searchDelayMs: 3_600_000 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOADING_CONFERENCES, { selector: 'p' })).toHaveAttribute('role', 'status');
  },
};

/** The look-up failed: the conference is typed instead. */
export const ConferenceListUnavailable: Story = {
  args: { initialData: { ncaaExperience: { collegeDivision: '2' } }, services: failingServices },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONFERENCES_UNAVAILABLE)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Conference/ })).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { ncaaExperience: validNcaaExperience } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Conference/ })).toHaveValue('Big Ten Conference');
  },
};
