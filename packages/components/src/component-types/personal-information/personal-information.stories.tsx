import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { validPersonalInformation } from '../../test-support/sample-program.ts';

const components = [sampleComponent('PersonalInformation', 1)];

const meta = {
  title: 'Component types/PersonalInformation',
  component: ProgramFormStory,
  args: { components },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { personalInformation: validPersonalInformation } },
};

/** Bad email, phone and birth date, missing college: errors shown and the popover lists the fields. */
export const Invalid: Story = {
  args: {
    initialData: {
      personalInformation: {
        ...validPersonalInformation,
        emailAddress: 'jordan@',
        primaryPhone: '555-01',
        birthDate: '1985-04-12',
        college: undefined,
      },
    },
  },
  play: showMissingFields,
};

/** Outside the United States of America, state and postal code are free text. */
export const NonUsCountry: Story = {
  args: {
    initialData: {
      personalInformation: { ...validPersonalInformation, country: 'Canada', city: 'Toronto', stateCode: 'Ontario', postalCode: 'M5V 2T6' },
    },
  },
};

/** requireNumYearsPlayed and requireShirtSize configured on. */
export const WithPlayingHistoryAndShirtSize: Story = {
  args: {
    components: [sampleComponent('PersonalInformation', 1, { requireNumYearsPlayed: true, requireShirtSize: true })],
    initialData: { personalInformation: { ...validPersonalInformation, numYearsPlayed: 6, lastYearPlayed: 2012, mensShirtSize: 'XL' } },
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { personalInformation: validPersonalInformation } },
};

/** spec §4: 'Did not attend college' sets 'Did Not Attend' and disables the college search. */
export const DidNotAttendCollege: Story = {
  args: { initialData: { personalInformation: { ...validPersonalInformation, college: 'Did Not Attend' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Did not attend college' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /College/ })).toBeDisabled();
  },
};
