import type { Hono } from 'hono';
import type { CompiledForm } from '@huddle/form-engine';
import type { AppEnv } from '../app-env.ts';
import { sampleAnswers } from './sample-answers.ts';

/** Bytes of a small valid PDF document whose text is `text`. */
export function samplePdf(text = 'Resume'): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** POSTs one file to /api/events/{eventId}/uploads as the public form does (multipart slot + file, same origin). */
export function postUpload(
  app: Hono<AppEnv>,
  eventId: number,
  file: { slot: number | string; name: string; content: Uint8Array; type?: string },
): Promise<Response> {
  const form = new FormData();
  form.append('slot', String(file.slot));
  form.append('file', new Blob([file.content as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/pdf' }), file.name);
  return Promise.resolve(
    app.request(`/api/events/${eventId}/uploads`, { method: 'POST', body: form, headers: { origin: 'http://localhost:3000' } }),
  );
}

/** Uploads a sample PDF for the slot and returns the answer that names it ({ uploadId, fileName }). */
export async function uploadSamplePdf(
  app: Hono<AppEnv>,
  eventId: number,
  slot: number,
  name = 'Resume.pdf',
): Promise<{ uploadId: string; fileName: string }> {
  const response = await postUpload(app, eventId, { slot, name, content: samplePdf(name) });
  const body = (await response.json()) as { uploadId: string; fileName: string };
  if (response.status !== 201)
    throw new Error(`Upload to program ${eventId} slot ${slot} answered ${response.status}: ${JSON.stringify(body)}`);
  return { uploadId: body.uploadId, fileName: body.fileName };
}

/**
 * sampleAnswers() of the form, with every required FileUpload slot answered
 * by a real upload (a sample PDF sent through the upload route), as an
 * applicant's submission carries them.
 */
export async function sampleAnswersWithUploads(
  app: Hono<AppEnv>,
  eventId: number,
  compiled: CompiledForm,
  overrides: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, unknown>> {
  const answers = sampleAnswers(compiled, overrides);
  for (const component of compiled.sections.Body.filter((entry) => entry.componentType === 'FileUpload' && entry.available)) {
    const required = compiled.jsonSchema.properties?.[component.componentKey]?.required ?? [];
    const slots: Record<string, unknown> = {};
    for (const key of required) slots[key] = await uploadSamplePdf(app, eventId, Number(key.replace('FILE_UPLOAD_', '')));
    answers[component.componentKey] = slots;
  }
  return answers;
}
