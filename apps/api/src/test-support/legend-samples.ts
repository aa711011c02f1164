import { randomUUID } from 'node:crypto';
import { LocalFileStore } from '../files/local-file-store.ts';
import type { TestApp } from './test-app.ts';

/** Path parameter values of the Legends routes: a Legend, their application, a staff document of it and a note about that document. */
export interface LegendSamples {
  legendId: number;
  applicationId: number;
  documentId: string;
  noteId: number;
}

/**
 * The Legend and application of a Legends Directory registration, plus a
 * staff document (a small text file in the app's upload folder) on that
 * application and one note about it.
 */
export async function createLegendSamples(t: TestApp, registrationId: number): Promise<LegendSamples> {
  const application = await t.db
    .selectFrom('legend_applications')
    .select(['id', 'legend_id'])
    .where('registration_id', '=', registrationId)
    .executeTakeFirstOrThrow();
  const documentId = randomUUID();
  const content = new TextEncoder().encode('Legend document\n');
  await new LocalFileStore(t.config.uploadsDir).put(documentId, content);
  const at = new Date().toISOString();
  await t.db
    .insertInto('legend_documents')
    .values({
      id: documentId,
      legend_id: application.legend_id,
      application_id: application.id,
      original_name: 'legend-document.txt',
      stored_name: 'legend_document_1234.txt',
      content_type: 'text/plain',
      size_bytes: content.byteLength,
      storage_key: documentId,
      uploaded_by: 'admin@huddle.test',
      created_at: at,
    })
    .execute();
  const note = await t.db
    .insertInto('legend_notes')
    .values({
      legend_id: application.legend_id,
      document_id: documentId,
      body: 'Checked the certificate.',
      author_email: 'admin@huddle.test',
      author_name: 'Admin',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { legendId: application.legend_id, applicationId: application.id, documentId, noteId: note.id };
}
