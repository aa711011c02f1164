import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { componentFieldsAndWidgets, formReactPartTypes, loadComponentReactParts } from '../react-parts/react-parts-registry.ts';
import { compileSample, sampleComponent, sampleQuestions } from '../test-support/form-definitions.ts';
import { fullFamilyConfiguration } from '../test-support/sample-family-information.ts';
import { huddleTheme } from '../theme/huddle-theme.ts';
import { withIncrementalTheme } from './incremental-form.tsx';
import { programFormRjsfProps } from './program-form-rjsf-props.ts';

const compiled = compileSample(
  [
    sampleComponent('PersonalInformation', 1),
    sampleComponent('FamilyInformation', 2, fullFamilyConfiguration),
    sampleComponent('QuestionsComponent', 3),
  ],
  sampleQuestions,
);
const StockForm = withTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);
const FastForm = withIncrementalTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);

type Answers = Record<string, Record<string, unknown> | undefined>;

/** Renders one form as ProgramForm configures RJSF (programFormRjsfProps), given `formData` once; records every reported answers object. */
function renderForm(Form: typeof StockForm | typeof FastForm, reports: Answers[], formData?: Answers) {
  const { fields, widgets } = componentFieldsAndWidgets(formReactPartTypes(compiled));
  const { container } = render(
    <Form
      {...programFormRjsfProps(compiled, false)}
      fields={fields}
      widgets={widgets}
      formData={formData}
      onChange={(event: IChangeEvent<Record<string, unknown>>) => reports.push(event.formData as Answers)}
    />,
  );
  return within(container);
}

beforeAll(async () => {
  await loadComponentReactParts(formReactPartTypes(compiled));
});
afterEach(cleanup);

describe('IncrementalForm', () => {
  it('reports the same answers as RJSF Form after every change: typing, clearing, revealing and hiding conditional fields', async () => {
    const user = userEvent.setup();
    const stock: Answers[] = [];
    const fast: Answers[] = [];
    const forms = [renderForm(StockForm, stock), renderForm(FastForm, fast)];
    const both = async (act: (form: (typeof forms)[number], user: UserEvent) => Promise<void>) => {
      for (const form of forms) await act(form, user);
      expect(fast.length).toBe(stock.length);
      expect(fast.at(-1)).toStrictEqual(stock.at(-1));
    };

    await both((form, u) => u.type(form.getByRole('textbox', { name: /First Name/ }), 'Jane'));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /^Address\b(?! 2)/ }), '12 Main St'));
    await both((form, u) => u.click(form.getByRole('radio', { name: 'Yes' })));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /Significant Other Name/ }), 'Sam'));
    await both((form, u) => u.selectOptions(form.getByRole('combobox', { name: /Number of Children Attending/ }), '2'));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /Child 2 Name/ }), 'Lee'));
    await both((form, u) => u.selectOptions(form.getByRole('combobox', { name: /Number of Children Attending/ }), '1'));
    await both((form, u) => u.click(form.getByRole('radio', { name: 'No' })));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /Last Name/ }), 'Doe'));
    await both((form, u) => u.clear(form.getByRole('textbox', { name: /^Address\b(?! 2)/ })));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /Why do you want to attend/ }), 'To learn'));
    await both((form, u) => u.type(form.getByRole('textbox', { name: /First Name/ }), '{Backspace}{Backspace}ny'));

    expect(fast).toStrictEqual(stock);
    const last = fast.at(-1);
    expect(last?.['personalInformation']).toMatchObject({ firstName: 'Jany', lastName: 'Doe' });
    expect(Object.keys(last?.['familyInformation'] ?? {}).filter((key) => key.startsWith('sigOther') || key.endsWith('2'))).toEqual([]);
  });

  it('keeps the sections a keystroke does not touch as they were, so their fields compare equal at once', async () => {
    const user = userEvent.setup();
    const stock: Answers[] = [];
    const fast: Answers[] = [];
    const stockForm = renderForm(StockForm, stock);
    const fastForm = renderForm(FastForm, fast);
    await user.type(stockForm.getByRole('textbox', { name: /First Name/ }), 'Ann');
    await user.type(fastForm.getByRole('textbox', { name: /First Name/ }), 'Ann');

    const [before, after] = fast.slice(-2);
    expect(after?.['familyInformation']).toBe(before?.['familyInformation']);
    expect(after?.['personalInformation']).not.toBe(before?.['personalInformation']);
    const [stockBefore, stockAfter] = stock.slice(-2);
    expect(stockAfter?.['familyInformation']).not.toBe(stockBefore?.['familyInformation']);
  });

  it('takes the first keystroke of an empty form plainly, but lets RJSF process the first change of answers handed in', async () => {
    const user = userEvent.setup();
    const empty: Answers[] = [];
    const emptyForm = renderForm(FastForm, empty);
    expect(empty).toHaveLength(1); // the schema's defaults (the default country), reported as the form starts
    await user.type(emptyForm.getByRole('textbox', { name: /First Name/ }), 'A');
    expect(empty[1]?.['familyInformation']).toBe(empty[0]?.['familyInformation']);
    cleanup();

    const draft: Answers[] = [];
    const draftForm = renderForm(FastForm, draft, { familyInformation: { numberOfChildren: 0 }, stray: { note: 'x' } });
    await user.type(draftForm.getByRole('textbox', { name: /First Name/ }), 'AB');
    const [first, second] = draft.slice(-2);
    expect(first).not.toHaveProperty('stray');
    expect(first?.['familyInformation']).not.toBe(draft[0]?.['familyInformation']);
    expect(second?.['familyInformation']).toBe(first?.['familyInformation']);
  });
});
