import { describe, expect, it } from 'vitest';
import { deferProgramApplication, preloadProgramApplication } from './lazy-program-application.tsx';

/** Resolves after `ms` ms. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the form code held back for a server-rendered form (issue 11)', () => {
  it('loads nothing until released, then lets the form render only once its code is prepared, once', async () => {
    const prepared: unknown[] = [];
    const release = deferProgramApplication(async (chunk) => {
      await after(10);
      prepared.push(typeof chunk.ProgramApplication);
    });
    let loaded = false;
    void preloadProgramApplication().then(() => (loaded = true));
    await after(50);
    expect(loaded, 'the code waits for the release').toBe(false);

    release();
    release();
    const chunk = await preloadProgramApplication();
    expect(typeof chunk.ProgramApplication).toBe('function');
    expect(loaded).toBe(true);
    expect(prepared, 'prepared before the form may render, once').toEqual(['function']);
  });
});
