import { describe, expect, it } from 'vitest';
import { previewUrlOf } from './preview-url.ts';

describe('previewUrlOf (spec §2 Preview: configured preview URL plus applicationUrl)', () => {
  it('appends the application url to the configured preview URL', () => {
    expect(previewUrlOf('/chess-event', 'https://apply.example/', 'http://localhost:3000')).toBe('https://apply.example/chess-event');
    expect(previewUrlOf('/coaches-academy', 'https://apply.example/base', 'http://localhost:3000')).toBe(
      'https://apply.example/base/coaches-academy',
    );
  });

  it("uses this site's origin without a configured URL", () => {
    expect(previewUrlOf('/chess-event', undefined, 'http://localhost:3000')).toBe('http://localhost:3000/chess-event');
    expect(previewUrlOf('', ' ', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });
});
