import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '@huddle/form-engine';
import { legendLockedFields } from './legend-locked-fields.ts';

const withPlayerDbInfo = {
  sections: {
    Header: [],
    Body: [
      {
        componentId: 4,
        componentType: 'PlayerDbInfo',
        componentKey: 'playerDbInfo',
        displayName: 'Player',
        componentText: null,
        configuration: {},
        available: true,
        hasAnswers: true,
      },
    ],
    Footer: [],
  },
} satisfies Pick<CompiledForm, 'sections'>;
const withoutPlayerDbInfo = { sections: { Header: [], Body: [], Footer: [] } } satisfies Pick<CompiledForm, 'sections'>;

describe('legend fields of the admin application form (spec §2)', () => {
  it('disables the player database fields of an application that names a player', () => {
    const answers = {
      playerDbInfo: { playerId: 12, firstName: 'Jerome', lastName: 'Bettis', college: 'Notre Dame', birthDate: '02/16/1972' },
    };
    expect([...legendLockedFields(withPlayerDbInfo, answers)].sort()).toEqual([
      'playerDbInfo.birthDate',
      'playerDbInfo.college',
      'playerDbInfo.firstName',
      'playerDbInfo.lastName',
      'playerDbInfo.playerId',
    ]);
  });

  it('leaves everything editable without a player or without PlayerDbInfo', () => {
    expect(legendLockedFields(withPlayerDbInfo, { playerDbInfo: { firstName: 'Jerome' } }).size).toBe(0);
    expect(legendLockedFields(withoutPlayerDbInfo, { playerDbInfo: { playerId: 12 } }).size).toBe(0);
  });
});
