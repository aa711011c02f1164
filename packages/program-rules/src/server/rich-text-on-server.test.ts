import { describe, expect, it } from 'vitest';
import { richTextPlainText, sanitizeRichText } from './rich-text-on-server.ts';

describe('sanitizeRichText on the server (sanitize-html under richTextPolicy)', () => {
  it('keeps the toolbar formatting of spec §9', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote><ol><li>one</li></ol><p><a href="https://nfl.example">link</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('<a href="https://nfl.example">', '<a href="https://nfl.example" rel="noopener noreferrer">'),
    );
  });

  it("keeps the editor's alignment, indent and classes, and drops its other styles and data attributes", () => {
    const lexical =
      '<p style="padding-inline-start: 80px; text-align: center;" data-lexical-indent="2"><b><strong class="rich-text__bold" style="white-space: pre-wrap;">bold</strong></b></p><ul><li value="1"><span style="white-space: pre-wrap;">item</span></li></ul>';
    expect(sanitizeRichText(lexical)).toBe(
      '<p style="padding-inline-start:80px;text-align:center"><b><strong class="rich-text__bold">bold</strong></b></p><ul><li><span>item</span></li></ul>',
    );
  });

  it('removes scripts, handlers and URLs outside the policy', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()"><img src="data:image/png;base64,AAAA" alt=""><img src="/api/header-graphics/4/a.png"><iframe src="https://x"></iframe>',
    );
    expect(cleaned).toBe('<p>a</p><a rel="noopener noreferrer">b</a><img /><img alt="" /><img src="/api/header-graphics/4/a.png" />');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });

  it('reads the text a reader sees: entities decoded, dropped content left out', () => {
    expect(richTextPlainText('<p>Fish &amp; chips</p><script>alert(1)</script><p>&nbsp;!</p>')).toBe('Fish & chips\u00a0!');
    expect(richTextPlainText('')).toBe('');
  });
});
