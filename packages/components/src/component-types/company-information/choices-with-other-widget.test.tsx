import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { validCompanyInformation } from '../../test-support/sample-company-information.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';
import { huddleTheme } from '../../theme/huddle-theme.ts';
import { rjsfValidator } from '../../theme/rjsf-validator.ts';
import { choicesWithOtherSchema, choicesWithOtherUiSchema } from './choices-with-other-schema.ts';
import { OTHER_TEXT_REQUIRED } from './choices-with-other-widget.tsx';
import { certificationOptions, industryOptions } from './company-information-schema.ts';
import { reactParts } from './react-parts.ts';

const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);

/** Only the two multi-selects, in a plain themed RJSF form (fast to re-render). */
const schema = {
  type: 'object',
  properties: {
    businessCertifications: choicesWithOtherSchema({
      title: 'Business Certifications',
      options: certificationOptions,
      required: true,
      maxLength: 100,
    }),
    businessIndustryList: choicesWithOtherSchema({ title: 'Industry', options: industryOptions, required: true, maxLength: 100 }),
  },
} as RJSFSchema;
const uiSchema = {
  businessCertifications: choicesWithOtherUiSchema(certificationOptions),
  businessIndustryList: choicesWithOtherUiSchema(industryOptions),
};

function ChoicesHarness({ initial = {}, readOnly = false }: { initial?: Record<string, unknown>; readOnly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <div className="huddle-form">
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={rjsfValidator()}
        widgets={reactParts.widgets}
        formData={data}
        readonly={readOnly}
        onChange={(event) => setData(event.formData ?? {})}
      >
        <></>
      </ThemedForm>
      <output data-testid="answers">{JSON.stringify({ companyInformation: data })}</output>
    </div>
  );
}

/** The whole CompanyInformation section in ProgramForm (touched fields, submit popover). */
function FormHarness({ initial }: { initial: Record<string, unknown> }) {
  const [compiled] = useState(() => compileSample([sampleComponent('CompanyInformation', 1)]));
  const [data, setData] = useState<Record<string, unknown>>({ companyInformation: initial });
  return <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />;
}

const company = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { companyInformation: Record<string, unknown> }).companyInformation;
const certifications = () => screen.getByRole('group', { name: /Business Certifications/ });
const otherInput = () => screen.getByRole('textbox', { name: /Please specify other:/ });

afterEach(cleanup);

describe('CompanyInformation.ChoicesWithOther', () => {
  it("stores the chosen options in list order and 'Other: {text}' last once Other is chosen and specified", async () => {
    const user = userEvent.setup();
    render(<ChoicesHarness />);
    expect(screen.queryByRole('textbox', { name: /Please specify other:/ })).toBeNull();

    await user.click(within(certifications()).getByRole('checkbox', { name: /^WBE/ }));
    await user.click(within(certifications()).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(certifications()).getByRole('checkbox', { name: /^MBE/ }));
    await waitFor(() => expect(company()['businessCertifications']).toEqual(['MBE', 'WBE', 'Other: ']));

    await user.type(otherInput(), 'Tribal-owned');
    await waitFor(() => expect(company()['businessCertifications']).toEqual(['MBE', 'WBE', 'Other: Tribal-owned']));
  });

  it('drops the Other entry and hides the input when Other is unticked, and restores the text when ticked again', async () => {
    const user = userEvent.setup();
    render(<ChoicesHarness initial={{ businessIndustryList: ['Automotive', 'Other: Esports'] }} />);
    const industries = screen.getByRole('group', { name: /Industry/ });
    expect(otherInput()).toHaveProperty('value', 'Esports');

    await user.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    await waitFor(() => expect(company()['businessIndustryList']).toEqual(['Automotive']));
    expect(screen.queryByRole('textbox', { name: /Please specify other:/ })).toBeNull();

    await user.click(within(industries).getByRole('checkbox', { name: 'Other' }));
    await waitFor(() => expect(company()['businessIndustryList']).toEqual(['Automotive', 'Other: Esports']));
  });

  it('says the other text is required once the input is left empty, and lists the field as missing', async () => {
    const user = userEvent.setup();
    render(<FormHarness initial={{ ...validCompanyInformation, businessCertifications: ['MBE'] }} />);
    await user.click(within(certifications()).getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByText(OTHER_TEXT_REQUIRED)).toBeNull();

    await user.click(otherInput());
    await user.tab();
    expect(await screen.findByText(OTHER_TEXT_REQUIRED)).toBeTruthy();
    expect(otherInput().getAttribute('aria-invalid')).toBe('true');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(within(await screen.findByRole('region', { name: 'Required fields' })).getByText('Business Certifications')).toBeTruthy();

    await user.type(otherInput(), 'Tribal-owned');
    await waitFor(() => expect(screen.queryByText(OTHER_TEXT_REQUIRED)).toBeNull());
    await waitFor(() => expect(submit.hasAttribute('aria-disabled')).toBe(false));
  });

  it('shows the answer unchangeable in a read-only form', async () => {
    const user = userEvent.setup();
    render(<ChoicesHarness readOnly initial={validCompanyInformation} />);
    const mbe = within(certifications()).getByRole('checkbox', { name: /^MBE/ });
    expect(mbe).toHaveProperty('checked', true);
    expect(otherInput()).toHaveProperty('value', 'Tribal-owned');
    expect(otherInput()).toHaveProperty('readOnly', true);

    await user.click(within(certifications()).getByRole('checkbox', { name: /^WBE/ }));
    await user.click(within(certifications()).getByRole('checkbox', { name: 'Other' }));
    expect(company()['businessCertifications']).toEqual(['MBE', 'Other: Tribal-owned']);
  });
});
