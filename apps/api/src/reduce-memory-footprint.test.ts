import { afterEach, describe, expect, it } from 'vitest';
import { reduceMemoryFootprint } from './reduce-memory-footprint.ts';
import { gcCallsDuring } from './test-support/gc-calls.ts';

type Global = { gc?: unknown };
const exposed = (globalThis as Global).gc;

afterEach(() => {
  (globalThis as Global).gc = exposed;
});

describe('reduceMemoryFootprint', () => {
  it('asks the exposed gc for one memory-reducing major collection, run as a task', async () => {
    const calls = await gcCallsDuring(async () => reduceMemoryFootprint());
    expect(calls).toEqual([{ type: 'major', execution: 'async', flavor: 'last-resort' }]);
  });

  it('does nothing in a process started without --expose-gc', () => {
    delete (globalThis as Global).gc;
    expect(() => reduceMemoryFootprint()).not.toThrow();
  });

  it('leaves no unhandled rejection when the collection fails', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    (globalThis as Global).gc = () => Promise.reject(new Error('collection failed'));
    reduceMemoryFootprint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', record);
    expect(unhandled).toEqual([]);
  });
});
