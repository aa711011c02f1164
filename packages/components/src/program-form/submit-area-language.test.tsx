import { i18n } from '@lingui/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFormMessages } from '../i18n/form-messages.ts';
import { SUBMIT_NOTE, SubmitArea } from './submit-area.tsx';

afterEach(cleanup);

describe('SubmitArea in the active language (spec §1)', () => {
  it('reads Spanish when Spanish is active and follows a switch back to English at once', async () => {
    const [english, spanish] = await Promise.all([loadFormMessages('en'), loadFormMessages('es')]);
    i18n.load({ en: english, es: spanish });
    act(() => i18n.activate('es'));
    render(<SubmitArea missing={['First Name']} valid={false} submitting={false} onInactivePress={() => {}} />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    expect(screen.getByText('Nota: el botón Enviar no se activará hasta que se completen todos los campos obligatorios')).toBeTruthy();

    act(() => i18n.activate('en'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText(SUBMIT_NOTE)).toBeTruthy();
  });
});
