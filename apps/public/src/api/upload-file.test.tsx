import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadRefusedError } from '@huddle/components';
import { uploadFile } from './upload-file.ts';

function problem(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status, ...body }), { status, headers: { 'content-type': 'application/problem+json' } });
}

const file = () => new File(['%PDF-1.4'], 'My CV.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile (POST /api/events/{eventId}/uploads)', () => {
  it('sends the slot and the file as multipart and answers the stored file', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ uploadId: '6f1c2a9e-8d1b-4c55-9a0e-3f2b1c4d5e6f', fileName: 'My_CV_123456.pdf', sizeBytes: 8 }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadFile(4, file(), 1)).toEqual({
      uploadId: '6f1c2a9e-8d1b-4c55-9a0e-3f2b1c4d5e6f',
      fileName: 'My_CV_123456.pdf',
      sizeBytes: 8,
    });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/events/4/uploads');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = await request.formData();
    expect(body.get('slot')).toBe('1');
    expect((body.get('file') as File).name).toBe('My CV.pdf');
  });

  it.each([
    [
      problem(413, {
        title: 'Content Too Large',
        detail: 'File is too big. Please upload a file that is less than 10 Megabytes.',
        type: 'https://huddle.example/problems/upload-too-large',
      }),
      'too-large',
    ],
    [
      problem(422, {
        title: 'Invalid file name',
        detail: 'Error uploading document ###.pdf.',
        type: 'https://huddle.example/problems/upload-file-name',
      }),
      'file-name',
    ],
    [
      problem(415, {
        title: 'Unsupported Media Type',
        detail: 'The file content does not match its extension.',
        type: 'https://huddle.example/problems/upload-file-type',
      }),
      'file-type',
    ],
    [
      problem(409, { title: 'The application for this program is now closed', detail: 'The application for this program is now closed.' }),
      'other',
    ],
  ] as const)('turns a refusal into UploadRefusedError (%#: %s)', async (response, reason) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response.clone()));
    const refusal = await uploadFile(4, file(), 0).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusedError);
    expect((refusal as UploadRefusedError).reason).toBe(reason);
    expect((refusal as UploadRefusedError).message).toBe(((await response.json()) as { detail: string }).detail);
  });
});
