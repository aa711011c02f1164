import { Transform, type TransformCallback, type Writable } from 'node:stream';

/**
 * A pass-through stream that also writes every chunk to `copy` (the export
 * file) and counts the bytes. It takes the next chunk only once `copy` has
 * accepted this one (its 'drain' when it was full), and its reader pulls
 * through the usual stream backpressure, so a slow client or a slow disk
 * slows the producer down instead of growing buffers. At the end it ends
 * `copy`, awaits `finish(bytes)` (e.g. recording the stored file) and only
 * then ends; a rejection errors the stream. When it is destroyed early (the
 * client went away) `copy` is destroyed with the same error, and `finish`
 * is never called.
 */
export class ExportFileTee extends Transform {
  /** Bytes passed through so far. */
  bytes = 0;
  private readonly copy: Writable;
  private readonly finish: (bytes: number) => Promise<void>;

  constructor(copy: Writable, finish: (bytes: number) => Promise<void>) {
    super();
    this.copy = copy;
    this.finish = finish;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.byteLength;
    this.push(chunk);
    if (this.copy.write(chunk)) {
      done();
      return;
    }
    const settle = (error?: Error) => {
      this.copy.off('drain', onDrain);
      this.copy.off('close', onClose);
      done(error);
    };
    const onDrain = () => settle();
    // Closed because this stream was destroyed (the reader went away): nothing more to report.
    const onClose = () => settle(this.destroyed ? undefined : new Error('The export file stopped accepting data'));
    this.copy.once('drain', onDrain);
    this.copy.once('close', onClose);
  }

  override _flush(done: TransformCallback): void {
    this.copy.end();
    this.finish(this.bytes).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (!this.copy.writableFinished) this.copy.destroy(error ?? new Error('The export was cancelled'));
    done(error);
  }
}
