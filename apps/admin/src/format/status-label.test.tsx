import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/activate-language.ts';
import { statusLabel } from './status-label.ts';

afterEach(() => activateLanguage('en', { remember: false }));

describe('statusLabel', () => {
  it('upper-cases the status name (spec §4: shown upper-cased in lists)', async () => {
    await activateLanguage('en', { remember: false });
    expect(statusLabel('Submitted')).toBe('SUBMITTED');
    expect(statusLabel('OutofBusiness')).toBe('OUTOFBUSINESS');
  });

  it("shows '---' for a missing status (spec §2 detail)", () => {
    expect(statusLabel(null)).toBe('---');
    expect(statusLabel(undefined)).toBe('---');
    expect(statusLabel('  ')).toBe('---');
  });

  it('shows the status in Spanish when the interface is Spanish (spec §1)', async () => {
    await activateLanguage('es', { remember: false });
    expect(statusLabel('Approved')).toBe('APROBADO');
    expect(statusLabel('OutofBusiness')).toBe('NEGOCIO CERRADO');
    expect(statusLabel('Mystery')).toBe('MYSTERY');
  });
});
