import { i18n } from '@lingui/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFormMessages } from '../i18n/form-messages.ts';
import { compileSample, sampleComponent } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { ProgramForm } from './program-form.tsx';

const compiled = compileSample([sampleComponent('PersonalInformation', 1, { requireNumYearsPlayed: false, requireShirtSize: true })]);

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({ personalInformation: { firstName: 'Ana' } });
  return <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />;
}

afterEach(cleanup);

describe('ProgramForm in the interface language (issues 14.3, 19.1)', () => {
  it("shows the built-in component's labels, help and options in Spanish, and English again after a switch", async () => {
    const [english, spanish] = await Promise.all([loadFormMessages('en'), loadFormMessages('es')]);
    i18n.load({ en: english, es: spanish });
    act(() => i18n.activate('es'));
    render(<Harness />);
    expect((screen.getByRole('textbox', { name: /^Nombre/ }) as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByRole('textbox', { name: /^Fecha de nacimiento/ })).toBeTruthy();
    expect(screen.getByText('Formato: mm/dd/aaaa')).toBeTruthy();
    const size = screen.getByRole('combobox', { name: /^Talla de camiseta de hombre/ });
    expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Pequeña', 'Mediana', 'Grande', 'XL']),
    );
    expect(screen.queryByRole('textbox', { name: /^First Name/ })).toBeNull();

    act(() => i18n.activate('en'));
    expect((screen.getByRole('textbox', { name: /^First Name/ }) as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByText('Format: mm/dd/yyyy')).toBeTruthy();
  });
});
