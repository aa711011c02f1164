import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isValidIdempotencyKey } from '../services/registrations/submission-keys.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: { type: string; minLength: number; maxLength: number; pattern: string };
}

interface Operation {
  parameters: Parameter[];
  responses: Record<string, { description: string; headers?: Record<string, { description: string; schema: unknown }> }>;
}

/** What the OpenAPI description tells API clients about submitting once and about the server's timeouts (README). */
describe('OpenAPI description of the Idempotency-Key and the timeouts', () => {
  const document = buildOpenApiDocument('http://localhost:3000');
  const submit = document.paths['/api/events/{eventId}/responses']?.post as Operation | undefined;
  const header = submit?.parameters.find((parameter) => parameter.name === 'Idempotency-Key');

  it('declares the optional Idempotency-Key header of the submit operation with the format the server accepts', () => {
    expect(header).toMatchObject({ in: 'header', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } });
    const pattern = new RegExp(header?.schema.pattern ?? '$^');
    for (const key of [crypto.randomUUID(), 'a', '~'.repeat(255), '', 'x'.repeat(256), 'has space', 'tab\there', 'é']) {
      const documented = pattern.test(key) && key.length >= 1 && key.length <= 255;
      expect(documented, JSON.stringify(key)).toBe(isValidIdempotencyKey(key));
    }
  });

  it('says the key is per program, how a repeat is answered and what happens without it', () => {
    expect(header?.description).toMatch(/per program/);
    expect(header?.description).toMatch(/same registrationId/);
    expect(header?.description).toMatch(/Idempotency-Replayed: true/);
    expect(header?.description).toMatch(/Without the header .*every request is a new submission/);
    expect(submit?.responses['201']?.headers?.['Idempotency-Replayed']).toEqual({
      description: expect.stringContaining('repeats the first submission'),
      schema: { type: 'string', enum: ['true'] },
    });
    expect(submit?.responses['400']?.description).toMatch(/Idempotency-Key/);
  });

  it('names every timeout variable with its default, as the configuration reads them', () => {
    const { timeouts } = loadConfig({});
    const description = (document.info as { description: string }).description;
    expect(description).toContain(`HEADERS_TIMEOUT_SECONDS (default ${timeouts.headersMs / 1000} s)`);
    expect(description).toContain(`REQUEST_TIMEOUT_SECONDS (default ${timeouts.requestMs / 1000} s)`);
    expect(description).toContain(`UPLOAD_MIN_KBPS (default ${timeouts.uploadMinBytesPerSecond / 1024} KiB/s)`);
    expect(description).toContain(`KEEP_ALIVE_TIMEOUT_SECONDS (default ${timeouts.keepAliveMs / 1000} s)`);
    expect(description).toContain('408');
    expect(submit?.responses['408']?.description).toContain(`REQUEST_TIMEOUT_SECONDS, default ${timeouts.requestMs / 1000}`);
  });
});
