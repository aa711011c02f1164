import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgramFormStory } from '../../stories/program-form-story.tsx';
import { showMissingFields } from '../../stories/show-missing-fields.ts';
import { sampleComponent } from '../../test-support/form-definitions.ts';
import { validCompanyInformation } from '../../test-support/sample-company-information.ts';
import { OTHER_TEXT_REQUIRED } from './choices-with-other-widget.tsx';

const meta = {
  title: 'Component types/CompanyInformation',
  component: ProgramFormStory,
  args: { components: [{ ...sampleComponent('CompanyInformation', 1), displayName: 'Company Information' }] },
} satisfies Meta<typeof ProgramFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United States of America preselected; no 'Please specify other:' input until Other is chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Company Country/)).toHaveDisplayValue('United States of America');
    await expect(canvas.queryByLabelText(/Please specify other:/)).toBeNull();
  },
};

/** Every field answered; the certifications include 'Other: Tribal-owned'. */
export const Filled: Story = {
  args: { initialData: { companyInformation: validCompanyInformation } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Please specify other:/)).toHaveValue('Tribal-owned');
  },
};

/** Bad phone, email, employees and year formed, no certification: errors shown and the popover lists the fields. */
export const Invalid: Story = {
  args: {
    initialData: {
      companyInformation: {
        ...validCompanyInformation,
        companyPhone: '555-01',
        companyEmailAddress: 'info@',
        numEmployees: 'many',
        yearFormed: '99',
        businessCertifications: [],
      },
    },
  },
  play: showMissingFields,
};

/** Outside the United States of America, state and postal code are free text (spec §4). */
export const NonUsCountry: Story = {
  args: {
    initialData: {
      companyInformation: { ...validCompanyInformation, country: 'Canada', city: 'Toronto', stateCode: 'Ontario', postalCode: 'M5V 2T6' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Company State/ })).toHaveValue('Ontario');
  },
};

/** Choosing Other reveals 'Please specify other:'; left empty it says the text is required. */
export const OtherWithoutText: Story = {
  args: {
    initialData: {
      companyInformation: { ...validCompanyInformation, businessCertifications: ['MBE'], businessIndustryList: ['Automotive'] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const industries = canvas.getByRole('group', { name: /Industry/ });
    await userEvent.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    const other = canvas.getByRole('textbox', { name: /Please specify other:/ });
    await userEvent.click(other);
    await userEvent.tab();
    await expect(await canvas.findByText(OTHER_TEXT_REQUIRED)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialData: { companyInformation: validCompanyInformation } },
};
