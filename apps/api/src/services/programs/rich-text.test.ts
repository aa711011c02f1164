import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the toolbar formatting of spec §9', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote><ol><li>one</li></ol><p><a href="https://nfl.example">link</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('<a href="https://nfl.example">', '<a href="https://nfl.example" rel="noopener noreferrer">'),
    );
  });

  it('removes scripts, handlers and javascript: URLs', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()"><iframe src="https://x"></iframe>',
    );
    expect(cleaned).toBe('<p>a</p><a rel="noopener noreferrer">b</a><img src="x" />');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});
