import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames, projectAnswers } from '@huddle/form-engine';
import { componentRegistry, playerDbInfoKey, playerDbLockedPaths } from '../../definitions/index.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { chosenPlayerDbInfo, typedPlayerDbInfo } from '../../test-support/sample-player-db-info.ts';

const compiled = compileSample([{ ...sampleComponent('PlayerDbInfo', 1), displayName: 'Player Database Information' }]);
const check = (answers: Record<string, unknown>) => createValidator(compiled).validate({ playerDbInfo: answers });
const failing = (answers: Record<string, unknown>) =>
  check(answers)
    .errors.map((error) => `${error.path}:${error.code}`)
    .sort();

describe('PlayerDbInfo', () => {
  it('is registered under its spec name in the Body, keyed playerDbInfo, with nothing to configure', () => {
    expect(componentRegistry['PlayerDbInfo']?.section).toBe('Body');
    expect(componentRegistry['PlayerDbInfo']?.configSchema).toBeUndefined();
    expect(compiled.sections.Body.map((component) => component.componentKey)).toEqual(['playerDbInfo']);
  });

  it('requires first name, last name, college and birth date (spec §5 player db set), listed by friendly name', () => {
    expect(missingFieldNames(check({}))).toEqual(['Birth Date', 'College', 'First Name', 'Last Name']);
    expect(check(typedPlayerDbInfo)).toEqual({ valid: true, errors: [] });
  });

  it('applies the spec §5 patterns: names, mm/dd/yyyy birth date, non-blank college', () => {
    expect(failing({ ...typedPlayerDbInfo, firstName: 'J0rdan', birthDate: '1985-04-12', college: '  ' })).toEqual([
      'playerDbInfo.birthDate:pattern',
      'playerDbInfo.college:required',
      'playerDbInfo.firstName:pattern',
    ]);
    expect(check({ ...typedPlayerDbInfo, birthDate: '02/31/1985' }).valid).toBe(true);
    expect(check({ ...typedPlayerDbInfo, college: 'Did Not Attend' }).valid).toBe(true);
  });

  it('with a player database record, the birth date may be omitted (the server supplies it)', () => {
    expect(check(chosenPlayerDbInfo)).toEqual({ valid: true, errors: [] });
    expect(missingFieldNames(check({ playerId: 100001 }))).toEqual(['College', 'First Name', 'Last Name']);
    expect(check({ ...chosenPlayerDbInfo, birthDate: '03/14/1982' }).valid).toBe(true);
    expect(failing({ ...chosenPlayerDbInfo, birthDate: '1982-03-14' })).toEqual(['playerDbInfo.birthDate:pattern']);
  });

  it('refuses a playerId that is not a positive integer, and unknown keys', () => {
    expect(failing({ ...typedPlayerDbInfo, playerId: 0 })).toEqual(['playerDbInfo.playerId:minimum']);
    expect(failing({ ...typedPlayerDbInfo, playerId: '100001' })).toEqual(['playerDbInfo.playerId:type']);
    expect(check({ ...typedPlayerDbInfo, age: 41 }).valid).toBe(false);
  });

  it('renders the record through its custom field with the player search first and the shared college input', () => {
    const ui = compiled.uiSchema['playerDbInfo'] as Record<string, Record<string, unknown> | unknown>;
    expect(ui['ui:field']).toBe('PlayerDbInfo.Record');
    expect(ui['ui:order']).toEqual(['playerId', 'firstName', 'lastName', 'college', 'birthDate', '*']);
    expect((ui['playerId'] as Record<string, unknown>)['ui:field']).toBe('PlayerDbInfo.PlayerSearch');
    expect((ui['college'] as Record<string, unknown>)['ui:widget']).toBe('PersonalInformation.College');
  });

  it('projects names, birth date and the player id', () => {
    expect(projectAnswers(compiled, { playerDbInfo: { ...chosenPlayerDbInfo, birthDate: '03/14/1982' } }, componentRegistry)).toEqual({
      firstName: 'Marcus',
      lastName: 'Bell',
      birthDate: '03/14/1982',
      playerId: 100001,
    });
    expect(projectAnswers(compiled, { playerDbInfo: typedPlayerDbInfo }, componentRegistry)).toEqual({
      firstName: 'Jordan',
      lastName: "O'Neal",
      birthDate: '04/12/1985',
    });
  });
});

describe('playerDbInfoKey and playerDbLockedPaths', () => {
  it("finds the form's PlayerDbInfo answers key, or null without one", () => {
    expect(playerDbInfoKey(compiled)).toBe('playerDbInfo');
    expect(playerDbInfoKey(compileSample([sampleComponent('DigitalSignature', 1)]))).toBeNull();
  });

  it('locks playerId, the birth date and each supplied non-blank field', () => {
    expect(
      [...playerDbLockedPaths('playerDbInfo', { playerId: 100001, firstName: 'Marcus', lastName: 'Bell', college: ' ' })].sort(),
    ).toEqual(['playerDbInfo.birthDate', 'playerDbInfo.firstName', 'playerDbInfo.lastName', 'playerDbInfo.playerId']);
  });
});
