import { describe, expect, it } from 'vitest';
import { isAllowedRichTextAttribute, isAllowedRichTextStyle, isSafeImageUrl, isSafeLinkUrl } from './rich-text-policy.ts';

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

describe('rich text attributes and styles (the one policy both sanitizers apply)', () => {
  it('keeps an attribute only where listed, non-empty (alt excepted), without breakout text, with an allowed URL', () => {
    expect(isAllowedRichTextAttribute('a', 'href', 'https://nfl.example')).toBe(true);
    expect(isAllowedRichTextAttribute('a', 'href', 'javascript:alert(1)')).toBe(false);
    expect(isAllowedRichTextAttribute('img', 'src', '/api/header-graphics/1/a.png')).toBe(true);
    expect(isAllowedRichTextAttribute('a', 'src', 'https://nfl.example')).toBe(false);
    expect(isAllowedRichTextAttribute('p', 'onclick', 'x()')).toBe(false);
    expect(isAllowedRichTextAttribute('p', 'dir', 'ltr')).toBe(true);
    expect(isAllowedRichTextAttribute('p', 'class', '')).toBe(false);
    expect(isAllowedRichTextAttribute('img', 'alt', '')).toBe(true);
    expect(isAllowedRichTextAttribute('a', 'title', 'a-->b')).toBe(false);
    expect(isAllowedRichTextAttribute('a', 'title', '</style><img src=x onerror=alert(1)>')).toBe(false);
  });

  it('keeps alignment and indent only', () => {
    expect(isAllowedRichTextStyle('text-align', 'center')).toBe(true);
    expect(isAllowedRichTextStyle('padding-inline-start', '80px')).toBe(true);
    expect(isAllowedRichTextStyle('padding-inline-start', 'calc(40px)')).toBe(false);
    expect(isAllowedRichTextStyle('white-space', 'pre-wrap')).toBe(false);
    expect(isAllowedRichTextStyle('background-image', 'url(javascript:alert(1))')).toBe(false);
    expect(isAllowedRichTextStyle('constructor', 'x')).toBe(false);
  });
});
