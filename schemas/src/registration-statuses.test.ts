import { describe, expect, it } from 'vitest';
import { isRegistrationStatusCode, registrationStatusName, registrationStatuses, schemaDocuments } from './index.ts';

describe('registration statuses (spec §4)', () => {
  it('pair the codes and names of the two JSON Schema enums, in order', () => {
    const codes = (schemaDocuments.RegistrationStatusCode as unknown as { enum: number[] }).enum;
    const names = (schemaDocuments.RegistrationStatusName as unknown as { enum: string[] }).enum;
    expect(registrationStatuses.map((status) => status.code)).toEqual(codes);
    expect(registrationStatuses.map((status) => status.name)).toEqual(names);
  });

  it('name a code and refuse an unknown one', () => {
    expect(registrationStatusName(8)).toBe('Submitted');
    expect(registrationStatusName(11)).toBe('OutofBusiness');
    expect(() => registrationStatusName(9)).toThrow(RangeError);
    expect(isRegistrationStatusCode(7)).toBe(true);
    expect(isRegistrationStatusCode(0)).toBe(false);
  });
});
