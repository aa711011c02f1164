import { describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import { createValidator } from '@huddle/form-engine';
import { testDialects } from '../test-support/dialects.ts';
import { sampleAnswersWithUploads } from '../test-support/sample-uploads.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { currentFormVersion } from '../services/programs/form-version-service.ts';

/**
 * Issue outcome "every seeded program's public form can be completed and
 * submitted end to end": for each seeded program with a public path, a
 * complete answers object built from its current compiled form (uploads sent
 * through the upload route) passes the shared validator and is stored with 201.
 * Programs closed on the test date are opened first (their forms are what is checked).
 */
describe.each(testDialects())('every seeded program accepts a complete application ($name)', (dialect) => {
  it('submits to each program with a public path', async () => {
    const test = await createTestApp(dialect);
    try {
      const paths = await test.db.selectFrom('program_paths').select(['program_id', 'path']).where('kind', '=', 'application').execute();
      const programIds = [...new Set(paths.map((row) => row.program_id))].sort((a, b) => a - b);
      expect(programIds.length).toBeGreaterThan(60);
      await test.db.updateTable('programs').set({ active_event: 1, application_due_date: '2099-12-31' }).execute();
      const failures: string[] = [];
      for (const programId of programIds) {
        const version = await currentFormVersion(test.db, programId, componentRegistry);
        const answers = await sampleAnswersWithUploads(test.app, programId, version.compiled);
        const check = createValidator(version.compiled).validate(answers);
        if (!check.valid) {
          failures.push(`${programId}: ${check.errors.map((error) => `${error.path} ${error.code}`).join(', ')}`);
          continue;
        }
        const response = await test.app.request(`/api/events/${programId}/responses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ formVersionId: version.id, answers, legalDisclaimer: 1 }),
        });
        if (response.status !== 201) failures.push(`${programId}: HTTP ${response.status} ${await response.text()}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await test.close();
    }
  }, 120_000);
});
