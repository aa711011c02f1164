import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl } from './safe-url.ts';

describe('rich text addresses (spec §9 link and image)', () => {
  it('lets links point to http(s), mailto and tel addresses only', () => {
    for (const good of ['https://nfl.example/a?b=1', 'http://nfl.example', 'mailto:pe@nfl.example', 'tel:+12125551234'])
      expect(isSafeLinkUrl(good)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'nfl.example',
      '',
      ' https://nfl.example',
    ])
      expect(isSafeLinkUrl(bad)).toBe(false);
  });

  it('lets images load from http(s) addresses and paths of this site only', () => {
    for (const good of ['https://cdn.example/logo.png', '/api/header-graphics/41/logo_1.png']) expect(isSafeImageUrl(good)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      '/\\evil.example',
      '',
      'logo.png',
    ])
      expect(isSafeImageUrl(bad)).toBe(false);
  });
});
