import type { RegistrationStatusCode, RegistrationStatusName } from './types/index.gen.ts';

/** A registration status of spec §4: its code and name. */
export interface RegistrationStatus {
  code: RegistrationStatusCode;
  name: RegistrationStatusName;
}

/**
 * The registration statuses of spec §4 in code order: Pending 1, Approved 2,
 * Rejected 3, Paid 4, Refunded 5, Comped 6, Unpaid 7, Submitted 8,
 * OutofBusiness 11.
 */
export const registrationStatuses: readonly RegistrationStatus[] = [
  { code: 1, name: 'Pending' },
  { code: 2, name: 'Approved' },
  { code: 3, name: 'Rejected' },
  { code: 4, name: 'Paid' },
  { code: 5, name: 'Refunded' },
  { code: 6, name: 'Comped' },
  { code: 7, name: 'Unpaid' },
  { code: 8, name: 'Submitted' },
  { code: 11, name: 'OutofBusiness' },
];

const nameByCode = new Map(registrationStatuses.map((status) => [status.code, status.name]));

/** Name of a status code (spec §4), e.g. 8 → 'Submitted'. Throws RangeError on a code spec §4 does not define. */
export function registrationStatusName(code: number): RegistrationStatusName {
  const name = nameByCode.get(code as RegistrationStatusCode);
  if (name === undefined) throw new RangeError(`Unknown registration status code ${code}`);
  return name;
}

/** True for a code spec §4 defines (1-8, 11): narrows a stored integer to RegistrationStatusCode. */
export function isRegistrationStatusCode(code: number): code is RegistrationStatusCode {
  return nameByCode.has(code as RegistrationStatusCode);
}
