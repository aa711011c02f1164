import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InvalidStorageKeyError, isValidStorageKey, StoredFileNotFoundError, type FileStore } from './file-store.ts';

/**
 * FileStore on the local disk (the embedded default, ARCHITECTURE.md §5):
 * the file of key 'a/b' is {rootDir}/a/b. Writes go to a temporary file in
 * the same folder and are renamed into place once complete, so readers never
 * see a partial file. Folders are created on first write.
 */
export class LocalFileStore implements FileStore {
  private readonly rootDir: string;

  /** `rootDir`: the uploads folder, e.g. './data/uploads' (config uploadsDir). */
  constructor(rootDir: string) {
    this.rootDir = resolve(rootDir);
  }

  async put(key: string, content: Readable | Uint8Array): Promise<{ sizeBytes: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.partial`;
    let sizeBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.byteLength;
        done(null, chunk);
      },
    });
    const source = content instanceof Uint8Array ? Readable.from([content]) : content;
    try {
      await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { sizeBytes };
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      // Opened before returning, so a missing file is an error here, not mid-stream.
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    return join(this.rootDir, key);
  }
}
