import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isValidStorageKey, StoredFileNotFoundError } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'huddle-files-'));
    store = new LocalFileStore(join(root, 'uploads'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes and streams, reads them back and counts their size', async () => {
    expect(await store.put('a1', new TextEncoder().encode('résumé'))).toEqual({ sizeBytes: 8 });
    expect(await text(await store.get('a1'))).toBe('résumé');
    expect(await store.put('resumes/b2', Readable.from([Buffer.from('one '), Buffer.from('two')]))).toEqual({ sizeBytes: 7 });
    expect(await text(await store.get('resumes/b2'))).toBe('one two');
  });

  it('replaces a file under the same key and deletes it (twice without error)', async () => {
    await store.put('k', new Uint8Array([1, 2, 3]));
    await store.put('k', new Uint8Array([4]));
    expect([...(await (await store.get('k')).toArray()).flatMap((chunk: Buffer) => [...chunk])]).toEqual([4]);
    await store.delete('k');
    await store.delete('k');
    await expect(store.get('k')).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('leaves nothing behind when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('broken', failing)).rejects.toThrow('connection reset');
    await expect(store.get('broken')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', 'a\\b', '']) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(store.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(isValidStorageKey('6f1c2a9e-8d1b-4c55-9a0e-3f2b1c4d5e6f')).toBe(true);
  });
});
