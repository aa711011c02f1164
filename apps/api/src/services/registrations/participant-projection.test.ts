import { componentRegistry } from '@huddle/components/definitions';
import type { ComponentRegistry, ComponentType } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { sampleAnswers } from '../../test-support/sample-answers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { currentFormVersion } from '../programs/form-version-service.ts';
import { footballAreasColumnOf, listProjectionColumns, teamsColumnOf } from '../participants/participant-row.ts';
import { listParticipants } from '../participants/participant-service.ts';
import { submitApplication } from './submission-service.ts';

const PROGRAM = 29; // NFL Women's Community: open on TEST_NOW, no acceptance step

/** A data component feeding the list columns of migration 0005 (as PreferredTeams or a football areas picker would). */
const listColumnsProbe: ComponentType = {
  name: 'ListColumnsProbe',
  section: 'Body',
  description: 'Teams, football areas and playing history.',
  defaultConfiguration: {},
  toSchema: () => ({
    type: 'object',
    properties: {
      clubs: { type: 'array', items: { type: 'string' } },
      areas: { type: 'array', items: { type: 'string' } },
      history: { type: 'string' },
    },
  }),
  project: (answers) => {
    const value = (answers ?? {}) as { clubs?: string[]; areas?: string[]; history?: string };
    return { teams: value.clubs, footballAreas: value.areas, playingHistory: value.history };
  },
};
const registry: ComponentRegistry = { ...componentRegistry, ListColumnsProbe: listColumnsProbe };

describe('list projection columns', () => {
  it('joins club names with ", " (trimmed, once each) and keeps areas as a JSON list', () => {
    expect(teamsColumnOf([' Chicago Bears', 'New York Jets', 'Chicago Bears', ' '])).toBe('Chicago Bears, New York Jets');
    expect(teamsColumnOf([])).toBeNull();
    expect(footballAreasColumnOf(['DEI', 'Other: Analytics, data', ''])).toBe('["DEI","Other: Analytics, data"]');
    expect(listProjectionColumns({ playingHistory: '  ' })).toEqual({ teams: null, football_areas: null, playing_history: null });
  });
});

describe.each(testDialects())('list columns projected at submit time on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    await t.db
      .insertInto('program_components')
      .values({
        program_id: PROGRAM,
        component_type: 'ListColumnsProbe',
        component_key: 'probe',
        display_name: 'Playing History',
        display_order: 50,
        component_text: null,
        configuration_json: '{}',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function submit(probe: Record<string, unknown> | undefined): Promise<number> {
    const ctx = { db: t.db, registry, now: () => TEST_NOW };
    const version = await currentFormVersion(t.db, PROGRAM, registry, TEST_NOW);
    const answers = { ...sampleAnswers(version.compiled), ...(probe === undefined ? {} : { probe }) };
    return (await submitApplication(ctx, { eventId: PROGRAM, formVersionId: version.id, answers })).registrationId;
  }

  it.skipIf(skip)('stores teams, football areas and playing history, and lists and filters by them', async () => {
    const id = await submit({
      clubs: ['Chicago Bears', 'New York Jets'],
      areas: ['DEI', 'Other: Analytics'],
      history: 'Chicago Bears, 6 seasons',
    });
    const stored = await t.db
      .selectFrom('registrations')
      .select(['teams', 'football_areas', 'playing_history'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      teams: 'Chicago Bears, New York Jets',
      football_areas: '["DEI","Other: Analytics"]',
      playing_history: 'Chicago Bears, 6 seasons',
    });

    const byTeam = await listParticipants(t, PROGRAM, { eventTeam: 'New York Jets' });
    expect(byTeam.participants.map((row) => row.id)).toEqual([id]);
    expect(byTeam.participants[0]).toMatchObject({
      teams: 'Chicago Bears, New York Jets',
      footballAreas: ['DEI', 'Other: Analytics'],
      playingHistory: 'Chicago Bears, 6 seasons',
      approvedBy: null,
    });
    expect((await listParticipants(t, PROGRAM, { searchFootballAreas: 'Other' })).participants.map((row) => row.id)).toEqual([id]);
  });

  it.skipIf(skip)('leaves the columns empty when the answers give none', async () => {
    const id = await submit(undefined);
    const page = await listParticipants(t, PROGRAM, { sort: 'applicationDate', desc: true });
    expect(page.participants.find((row) => row.id === id)).toMatchObject({ teams: null, footballAreas: [], playingHistory: null });
  });
});
