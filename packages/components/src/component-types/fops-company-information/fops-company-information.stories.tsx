import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleFopsCompanyComponent, validFopsCompanyInformation } from '../../test-support/sample-company-information.ts';

const meta = {
  title: 'Component types/FOPSCompanyInformation',
  component: ProgramFormStory,
  args: { components: [sampleFopsCompanyComponent(1)] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialData: { fopsCompanyInformation: validFopsCompanyInformation } },
};

/** Only names, address, phone and email are missing: the popover says 'Phone Number' and 'Email Address'. */
export const Invalid: Story = {
  args: { initialData: { fopsCompanyInformation: { companyName: 'Sideline Analytics Inc.', firstName: 'D4na' } } },
  play: async (context) => {
    await showMissingFields(context);
    const popover = await within(context.canvasElement.ownerDocument.body).findByRole('region', { name: 'Required fields' });
    await expect(popover).toHaveTextContent(/Phone Number/);
    await expect(popover).toHaveTextContent(/Email Address/);
  },
};

/** Outside the United States of America, state and postal code are free text (spec §4). */
export const NonUsCountry: Story = {
  args: {
    initialData: {
      fopsCompanyInformation: {
        ...validFopsCompanyInformation,
        country: 'Mexico',
        city: 'Monterrey',
        stateCode: 'Nuevo León',
        postalCode: '64000',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^State/ })).toHaveValue('Nuevo León');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { fopsCompanyInformation: validFopsCompanyInformation } },
};
