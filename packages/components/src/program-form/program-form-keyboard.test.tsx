import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { compileSample, sampleComponent, sampleQuestions } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { groupRequiredText } from '../theme/choice-group.tsx';
import { ProgramForm } from './program-form.tsx';

const multiSelect = sampleQuestions.find((question) => question.questionTypeId === 3);
if (!multiSelect) throw new Error('the sample questions have no multi-select');
const compiled = compileSample([sampleComponent('QuestionsComponent', 1), sampleComponent('DigitalSignature', 2)], [multiSelect]);

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({});
  return <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />;
}

afterEach(cleanup);

describe('ProgramForm for keyboard and screen reader users (issue 19)', () => {
  it('makes a required multi-select required as a group, not box by box', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: /Which topics interest you most/ });
    const description = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain(groupRequiredText());
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.getAttribute('aria-required')).toBeNull();
      expect(box.hasAttribute('required')).toBe(false);
    }
  });

  it('puts the missing-fields list right after Submit in the tab order, as a labelled region', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    submit.focus();
    const region = await screen.findByRole('region', { name: 'Required fields' });
    expect(region.tabIndex).toBe(0);
    expect(submit.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing focusable sits between Submit and the list.
    await user.tab();
    expect(document.activeElement).toBe(region);
  });
});
