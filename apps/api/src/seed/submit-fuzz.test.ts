import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import { createValidator, type CompiledForm } from '@huddle/form-engine';
import { currentFormVersion } from '../services/programs/form-version-service.ts';
import { testDialects } from '../test-support/dialects.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Fuzzing the public submit route of every seeded program (fast-check):
 * valid answers mutated at a random field (wrong types, huge strings, deep
 * nesting, unknown keys, values for fields the form does not show, unicode,
 * null bytes), random bodies and random content types. Every answer is one
 * of 201/409/413/415/422/429 (400 only for a body that is not JSON), never
 * 5xx; nothing is stored unless the form version's validator accepts the
 * stored answers.
 */
const RUNS_PER_PROGRAM = 8;
const ALLOWED = [201, 409, 413, 415, 422, 429];

/** A path into the answers: component key, then the field key when the component is an object. */
type AnswerPath = [string] | [string, string];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\u200b\u200b', '   ', '\u0000', '<script>alert(1)</script>', "'; drop table registrations; --", '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'),
  fc.integer({ min: 1000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 10, max: 400 }).map((depth) => {
    let nested: unknown = 'deep';
    for (let level = 0; level < depth; level++) nested = [nested];
    return nested;
  }),
  fc.constant(null),
);

function pathsOf(answers: Record<string, unknown>, compiled: CompiledForm): AnswerPath[] {
  const paths: AnswerPath[] = [];
  for (const [key, value] of Object.entries(answers)) {
    paths.push([key]);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const field of Object.keys(value)) paths.push([key, field]);
    }
  }
  // Fields of the form the sample left out (hidden branches, optional fields).
  for (const dotted of Object.keys(compiled.fieldIndex)) {
    const [component, field] = dotted.split('.');
    if (component !== undefined && field !== undefined) paths.push([component, field]);
  }
  return paths;
}

function withValue(answers: Record<string, unknown>, path: AnswerPath, value: unknown): Record<string, unknown> {
  const copy = structuredClone(answers);
  const [component, field] = path;
  if (field === undefined) {
    copy[component] = value;
    return copy;
  }
  const inner = copy[component];
  copy[component] = { ...(inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? inner : {}), [field]: value };
  return copy;
}

describe.each(testDialects())('submit route fuzzing on $name', (dialect) => {
  it.skipIf(dialect.skipReason !== undefined)(
    'answers every mutated or random submission of every program with a 4xx or 201, storing only valid answers',
    async () => {
      const t: TestApp = await createTestApp(dialect);
      try {
        const paths = await t.db.selectFrom('program_paths').select('program_id').where('kind', '=', 'application').execute();
        const programIds = [...new Set(paths.map((row) => row.program_id))].sort((a, b) => a - b);
        expect(programIds.length).toBeGreaterThan(60);
        for (const programId of programIds) {
          const version = await currentFormVersion(t.db, programId, componentRegistry);
          const validator = createValidator(version.compiled);
          const valid = sampleAnswers(version.compiled);
          const answerPaths = pathsOf(valid, version.compiled);
          const mutatedBody = fc.oneof(
            fc
              .tuple(fc.constantFrom(...answerPaths), hostileValue)
              .map(([path, value]) => ({ formVersionId: version.id, answers: withValue(valid, path, value), legalDisclaimer: 1 })),
            fc
              .tuple(fc.string({ minLength: 1, maxLength: 30 }), hostileValue)
              .map(([key, value]) => ({ formVersionId: version.id, answers: { ...valid, [key]: value }, legalDisclaimer: 1 })),
            fc.record({
              formVersionId: fc.oneof(fc.constant(version.id), fc.anything()),
              answers: fc.anything(),
              legalDisclaimer: fc.anything(),
            }),
            fc.anything(),
          );
          const request = fc.record({
            body: mutatedBody,
            contentType: fc.constantFrom(
              'application/json',
              'application/json',
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
            ),
          });
          await fc.assert(
            fc.asyncProperty(request, async ({ body, contentType }) => {
              const before = await registrationIds(t, programId);
              const response = await t.app.request(`/api/events/${programId}/responses`, {
                method: 'POST',
                headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
                body: JSON.stringify(body) ?? 'undefined',
              });
              const allowed = JSON.stringify(body) === undefined ? [...ALLOWED, 400] : ALLOWED;
              expect(allowed, `program ${programId}: ${response.status} ${await response.clone().text()}`).toContain(response.status);
              const after = await registrationIds(t, programId);
              if (response.status !== 201) {
                expect(after).toEqual(before);
                return;
              }
              const created = after.filter((id) => !before.includes(id));
              expect(created).toHaveLength(1);
              const stored = await t.db
                .selectFrom('registrations')
                .select('answers_json')
                .where('id', '=', created[0] ?? 0)
                .executeTakeFirstOrThrow();
              expect(validator.validate(JSON.parse(stored.answers_json) as Record<string, unknown>).valid).toBe(true);
            }),
            { numRuns: RUNS_PER_PROGRAM },
          );
        }
        expect(t.loggedErrors).toEqual([]);
      } finally {
        await t.close();
      }
    },
    300_000,
  );
});

async function registrationIds(t: TestApp, programId: number): Promise<number[]> {
  return (await t.db.selectFrom('registrations').select('id').where('program_id', '=', programId).orderBy('id').execute()).map(
    (row) => row.id,
  );
}
