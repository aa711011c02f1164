import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import { componentRegistry } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { validProposalHeader } from '../../test-support/sample-proposal-header.ts';

const compiled = compileSample([sampleComponent('ProposalHeader', 1)]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ proposalHeader: answers });
const failing = (answers: Record<string, unknown>) => check(answers).errors.map((error) => `${error.path}:${error.code}`);

describe('ProposalHeader', () => {
  it('asks for the proposal title, then first and last name, in the Body', () => {
    expect(compiled.sections.Body).toMatchObject([{ componentType: 'ProposalHeader', hasAnswers: true }]);
    expect(compiled.uiSchema['proposalHeader']).toMatchObject({ 'ui:order': ['proposalTitle', 'firstName', 'lastName'] });
  });

  it('requires all three fields, by their friendly names', () => {
    expect(missingFieldNames(check({}))).toEqual(['First Name', 'Last Name', 'Proposal Title']);
    expect(check(validProposalHeader)).toEqual({ valid: true, errors: [] });
  });

  it('applies the spec §5 name and general text patterns', () => {
    expect(failing({ proposalTitle: '?!', firstName: 'Dana2', lastName: 'Smith@' }).sort()).toEqual([
      'proposalHeader.firstName:pattern',
      'proposalHeader.lastName:pattern',
      'proposalHeader.proposalTitle:pattern',
    ]);
    expect(check({ proposalTitle: 'X-ray', firstName: 'José', lastName: 'St. John (Jr.)' }).valid).toBe(true);
    expect(failing({ ...validProposalHeader, firstName: '' })).toEqual(['proposalHeader.firstName:required']);
  });

  it('limits each field to 524288 characters', () => {
    expect(failing({ ...validProposalHeader, proposalTitle: 'a'.repeat(524289) })).toEqual(['proposalHeader.proposalTitle:maxLength']);
    expect(check({ ...validProposalHeader, proposalTitle: 'a'.repeat(524288) }).valid).toBe(true);
  });

  it('refuses other keys', () => {
    expect(failing({ ...validProposalHeader, email: 'dana@example.org' })).toEqual(['proposalHeader.email:unevaluatedProperties']);
  });

  it('projects the first and last name', () => {
    expect(projectAnswers(compiled, { proposalHeader: validProposalHeader }, componentRegistry)).toEqual({
      firstName: 'Dana',
      lastName: "O'Hara-Smith",
    });
  });
});
