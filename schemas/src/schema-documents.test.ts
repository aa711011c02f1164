import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemaDocuments, type SchemaName } from './index.ts';
import type { ParticipantRow, ProblemDetails, PublicProgram } from './index.ts';

/** Strict ajv as the API runs it: union types allowed, float-safe multipleOf for dollar amounts. */
function createAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, multipleOfPrecision: 8, allErrors: true });
  addFormats(ajv);
  for (const document of Object.values(schemaDocuments)) ajv.addSchema(document);
  return ajv;
}

const ajv = createAjv();
const validate = (name: SchemaName, data: unknown) => {
  const validator = ajv.getSchema(schemaDocuments[name].$id)!;
  return validator(data) ? [] : (validator.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
};

const row: ParticipantRow = {
  id: 12,
  playerId: null,
  firstName: 'Jordan',
  lastName: 'Smith',
  applicantName: 'Jordan Smith',
  email: 'jordan@example.com',
  phone: '(555) 123-4567',
  cityState: 'Dallas, TX',
  dob: '1988-04-02',
  submittedOn: '2026-05-01T14:30:00.000Z',
  registrationStatus: 8,
  statusName: 'Submitted',
  companyName: null,
  country: 'United States of America',
  state: 'TX',
  statusChangedBy: 'Applicant',
  approvedBy: null,
  playingHistory: null,
  teams: null,
  footballAreas: [],
};

describe('schemaDocuments', () => {
  it('keys every document by its title, with a unique $id', () => {
    const entries = Object.entries(schemaDocuments);
    expect(entries.length).toBeGreaterThanOrEqual(39);
    for (const [name, document] of entries) expect(document.title).toBe(name);
    expect(new Set(entries.map(([, document]) => document.$id)).size).toBe(entries.length);
  });

  it('compile in strict ajv (draft 2020-12) with every $ref resolved', () => {
    for (const document of Object.values(schemaDocuments)) expect(ajv.getSchema(document.$id), document.title).toBeTypeOf('function');
  });

  it('accept a valid participant list row and refuse an unknown status code', () => {
    expect(validate('ParticipantRow', row)).toEqual([]);
    expect(validate('ParticipantRow', { ...row, registrationStatus: 9 })).not.toEqual([]);
    expect(validate('ParticipantRow', { ...row, extra: true })).not.toEqual([]);
  });

  it('describe RFC 9457 problems with invalid_params', () => {
    const problem: ProblemDetails = {
      type: 'about:blank',
      title: 'Invalid answers',
      status: 422,
      detail: 'Some answers are not valid.',
      invalid_params: [{ name: 'personalInformation.firstName', reason: 'is required', friendlyName: 'First Name' }],
    };
    expect(validate('ProblemDetails', problem)).toEqual([]);
    expect(validate('ProblemDetails', { ...problem, status: 200 })).not.toEqual([]);
    expect(validate('ProblemDetails', { ...problem, invalid_params: [{ name: 'x' }] })).not.toEqual([]);
  });

  it('give Program every ProgramSettings field, required', () => {
    const settings = schemaDocuments.ProgramSettings as unknown as { properties: object; required: string[] };
    const program = schemaDocuments.Program as unknown as { properties: object; required: string[] };
    for (const field of Object.keys(settings.properties)) {
      expect(Object.keys(program.properties)).toContain(field);
      expect(program.required).toContain(field);
    }
  });

  it('accept a public program with dollar fee and refuse a wrong date', () => {
    const program: PublicProgram = {
      eventId: 7,
      eventName: 'Coaches Academy',
      programDisplayName: 'Coaches Academy',
      eventYear: 2026,
      family: 'coaches-academy',
      fixedRole: null,
      startDate: '2026-06-01',
      endDate: '2026-06-05',
      applicationDueDate: null,
      eventDescription: '<p>Learn.</p>',
      footerMessage: '',
      submissionMessage: '<p>Thanks.</p>',
      eventClosedMessage: '',
      legalDisclaimerMessage: '',
      headerGraphicPath: null,
      activeEvent: true,
      isClosed: false,
      hideEventDates: false,
      showLegalDisclaimer: false,
      applicationsRequiresAccept: true,
      requireProgramFee: true,
      programFee: 19.99,
      social: { facebook: 'https://facebook.com/x', instagram: null, twitter: null },
      contacts: [
        { contactId: 1, contactName: 'Player Engagement', officeNumber: null, mobileNumber: null, contactEmail: 'pe@example.com' },
      ],
      formVersion: {
        id: 3,
        contentHash: 'a'.repeat(64),
        compiled: { jsonSchema: {} },
        validatorUrl: `/api/form-validators/${'b'.repeat(64)}.js`,
      },
    };
    expect(validate('PublicProgram', program)).toEqual([]);
    expect(validate('PublicProgram', { ...program, startDate: '06/01/2026' })).not.toEqual([]);
    expect(validate('PublicProgram', { ...program, programFee: 19.999 })).not.toEqual([]);
  });

  it('coerce participants query strings and refuse a bad sort or long name', () => {
    const coercing = new Ajv2020({ strict: true, allowUnionTypes: true, coerceTypes: true, useDefaults: true });
    addFormats(coercing);
    const check = coercing.compile(schemaDocuments.ParticipantsQuery);
    const query: Record<string, unknown> = { eventYear: '2026', filterName: 'smith', sort: 'state', desc: 'true' };
    expect(check(query)).toBe(true);
    expect(query).toEqual({ eventYear: 2026, filterName: 'smith', sort: 'state', desc: true, page: 1 });
    expect(check({ sort: 'email' })).toBe(false);
    expect(check({ filterName: 'x'.repeat(101) })).toBe(false);
    expect(check({ page: '0' })).toBe(false);
  });
});
