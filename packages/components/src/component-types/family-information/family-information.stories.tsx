import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import {
  familyNotAttending,
  familyWithTwoChildren,
  fullFamilyConfiguration,
  significantOtherAttending,
} from '../../test-support/sample-family-information.ts';

const family = (configuration: Record<string, unknown>) => [
  { ...sampleComponent('FamilyInformation', 1, configuration), displayName: 'Family Information' },
];

const meta = {
  title: 'Component types/FamilyInformation',
  component: ProgramFormStory,
  args: { components: family(fullFamilyConfiguration) },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field configured on: the attendance question and the number of children. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Number of Children Attending/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Significant Other Name/)).toBeNull();
    await expect(canvas.queryByLabelText(/Child 1 Name/)).toBeNull();
  },
};

/** Significant other and two children, with T-shirt, ages and shirt sizes. */
export const Filled: Story = {
  args: { initialData: { familyInformation: familyWithTwoChildren } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Significant Other T-Shirt Size/)).toBeVisible();
    await expect(canvas.getByLabelText(/Child 2 Shirt Size/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Child 3 Name/)).toBeNull();
  },
};

/** Nobody attends with the applicant: no significant-other or child fields. */
export const NobodyAttending: Story = {
  args: { initialData: { familyInformation: familyNotAttending } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/Significant Other Email/)).toBeNull();
    await expect(canvas.queryByLabelText(/Child 1 Name/)).toBeNull();
  },
};

/** Choosing three children adds a row for each. */
export const ChoosingChildren: Story = {
  args: { initialData: { familyInformation: familyNotAttending } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/Number of Children Attending/), '3');
    await expect(await canvas.findByLabelText(/Child 3 Name/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Child 4 Name/)).toBeNull();
  },
};

/** spouseInfo only, without the T-shirt size (the Super Bowl lounge configuration). */
export const SignificantOtherOnly: Story = {
  args: {
    components: family({ spouseInfo: true, spouseShirtSize: false, kidsInfo: false }),
    initialData: { familyInformation: { ...significantOtherAttending, sigOtherTShirt: undefined } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Significant Other Cell Phone/)).toBeVisible();
    await expect(canvas.queryByLabelText(/T-Shirt Size/)).toBeNull();
    await expect(canvas.queryByLabelText(/Number of Children Attending/)).toBeNull();
  },
};

/** Children with names and ages only (the draft viewing party configuration). */
export const ChildrenWithAges: Story = {
  args: {
    components: family({ spouseInfo: true, kidsInfo: true, childrenHowMany: true, childrenAge: true }),
    initialData: { familyInformation: { SignificantOtherAttend: 'no', numberOfChildren: 1, childName1: 'Jamie Lee', childAge1: 9 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Child 1 Age/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Child 1 Shirt Size/)).toBeNull();
  },
};

/** Significant other attending and two children, details missing and a bad email: the popover lists them. */
export const Invalid: Story = {
  args: {
    initialData: {
      familyInformation: {
        SignificantOtherAttend: 'yes',
        sigOtherName: 'Alex Morgan-Lee',
        sigOtherEmail: 'alex@',
        numberOfChildren: 2,
        childName1: 'Jamie Lee',
      },
    },
  },
  play: showMissingFields,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { familyInformation: familyWithTwoChildren } },
};
