import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { chosenPlayerDbInfo, preloadedPlayerDbInfoPaths, typedPlayerDbInfo } from '../../test-support/sample-player-db-info.ts';

const components = [{ ...sampleComponent('PlayerDbInfo', 1), displayName: 'Player Database Information' }];

const meta = {
  title: 'Component types/PlayerDbInfo',
  component: ProgramFormStory,
  args: { components },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typed by an applicant who did not find their record: the birth date is required. */
export const Filled: Story = {
  args: { initialData: { playerDbInfo: typedPlayerDbInfo } },
};

/** Searching 'bell' and choosing Marcus Bell fills the names and college, which then lock. */
export const ChooseFromSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Player Database Search' }), 'bell');
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: 'Marcus Bell (WR, 2004, Ohio State)' }, { timeout: 3000 }));
    await waitFor(() => expect((canvas.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Marcus'));
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose another player' })).toBeVisible();
  },
};

/** A player chosen earlier: names and college locked, birth date left to the server. */
export const PlayerChosen: Story = {
  args: { initialData: { playerDbInfo: chosenPlayerDbInfo } },
};

/** Arrived with ?p= (the public page passes the supplied paths as lockedFields): no search, everything locked and valid. */
export const Preloaded: Story = {
  args: { initialData: { playerDbInfo: chosenPlayerDbInfo }, lockedFields: preloadedPlayerDbInfoPaths },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Player Database Search' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Nothing chosen, birth date in the wrong format: errors shown and the popover lists the fields. */
export const Invalid: Story = {
  args: { initialData: { playerDbInfo: { firstName: 'Jordan', birthDate: '1985-04-12' } } },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { playerDbInfo: { ...chosenPlayerDbInfo, birthDate: '03/14/1982' } } },
};
