// @vitest-environment jsdom
// DOMPurify needs a complete DOM (happy-dom's lets scripts through), so the browser side runs in jsdom.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText as sanitizeInBrowser, richTextPlainText as plainTextInBrowser } from './browser/index.ts';
import { richTextPolicy } from './rich-text-policy.ts';
import { sanitizeRichText as sanitizeOnServer, richTextPlainText as plainTextOnServer } from './server/index.ts';
import { richTextArbitrary } from './test-support/index.ts';

/** A kept element, attribute or text, in a form both sanitizers' output can be compared in. */
type Shape = string | { tag: string; attributes: [string, string][]; children: Shape[] };

function shapeOf(node: Node): Shape | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent === '' ? null : (node.textContent ?? '');
  if (!(node instanceof HTMLElement)) return null;
  const attributes = Array.from(node.attributes)
    .filter((attribute) => attribute.name !== 'style')
    .map((attribute): [string, string] => [attribute.name, attribute.value]);
  for (const property of Object.keys(richTextPolicy.styles)) {
    const value = node.style.getPropertyValue(property);
    if (value !== '') attributes.push([`style:${property}`, value]);
  }
  attributes.sort(([a], [b]) => a.localeCompare(b));
  return { tag: node.tagName.toLowerCase(), attributes, children: shapesOf(node) };
}

function shapesOf(parent: Node): Shape[] {
  parent.normalize();
  return Array.from(parent.childNodes)
    .map(shapeOf)
    .filter((shape): shape is Shape => shape !== null);
}

/** What a browser builds from sanitized HTML: its elements, their attributes and inline styles, and the text. */
function rendered(html: string): Shape[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return shapesOf(template.content);
}

/** Known script payloads (those of the rich text journey); each would call alert if it ran. */
const payloads = [
  `<script>alert('xss:script')</script>`,
  `<img src="x" alt="Broken image" onerror="alert('xss:img')">`,
  `<svg><script>alert('xss:svg-script')</script></svg>`,
  `<svg onload="alert('xss:svg-onload')"></svg>`,
  `<a href="javascript:alert('xss:link')">Javascript link</a>`,
  `<a href="&#106;avascript:alert('xss:entity-link')">Entity link</a>`,
  `<iframe srcdoc="<script>parent.alert('xss:iframe')</script>"></iframe>`,
  `<details open ontoggle="alert('xss:details')"><summary>Details</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x alt="Mutation" onerror="alert('xss:mxss')">`,
  `<form action="javascript:alert('xss:form')"><button>Go</button></form>`,
  `<p style="background-image:url(javascript:alert('xss:style'))">Styled</p>`,
  `<object data="javascript:alert('xss:object')"></object>`,
  `<input autofocus onfocus="alert('xss:autofocus')">`,
  `<img src="javascript:alert('xss:img-src')" alt="Image">`,
  `<a title="--><img src=x onerror=alert('xss:title')>" href="https://nfl.example">Title</a>`,
];

/** Anything in sanitized HTML, once in a page, that could run script. */
function runnable(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM', 'STYLE'].includes(element.tagName.toUpperCase()))
      found.push(element.tagName);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || /javascript:/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}`);
    }
  }
  return found;
}

describe('one rich text policy, two sanitizers (sanitize-html on the server, DOMPurify in the browser)', () => {
  it('keep and drop the same elements, attributes, styles and text for generated HTML', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(richTextArbitrary, (html) => {
        expect(rendered(sanitizeInBrowser(html))).toEqual(rendered(sanitizeOnServer(html)));
      }),
      { numRuns: 300 },
    );
  });

  it('give the same reader text for generated HTML', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(richTextArbitrary, (html) => {
        expect(plainTextInBrowser(html)).toBe(plainTextOnServer(html));
      }),
      { numRuns: 150 },
    );
  });

  it('leave nothing that can run of known script payloads, and keep their text alike', () => {
    for (const payload of payloads) {
      expect(runnable(sanitizeOnServer(payload)), payload).toEqual([]);
      expect(runnable(sanitizeInBrowser(payload)), payload).toEqual([]);
    }
    const all = `<p>Canary</p>${payloads.join('')}`;
    expect(plainTextInBrowser(all)).toContain('Canary');
    expect(plainTextOnServer(all)).toContain('Canary');
  });

  it("keep the editor's formatting alike (spec §9 toolbar as Lexical writes it)", () => {
    const lexical =
      '<p style="padding-inline-start: 80px; text-align: center;" data-lexical-indent="2"><b><strong class="rich-text__bold" style="white-space: pre-wrap;">bold</strong></b><u><span class="rich-text__underline">under</span></u><s><span>strike</span></s><i><em>ital</em></i></p><h3><span>Head</span></h3><blockquote><span>quote</span></blockquote><ul><li value="1"><span>item</span></li></ul><p><a href="https://x.example"><span>link</span></a><img src="/api/header-graphics/4/logo.png" alt="Logo"></p>';
    const kept = rendered(sanitizeInBrowser(lexical));
    expect(kept).toEqual(rendered(sanitizeOnServer(lexical)));
    const tags = JSON.stringify(kept).match(/"tag":"[a-z0-9]+"/g);
    expect(tags).toEqual(
      [
        'p',
        'b',
        'strong',
        'u',
        'span',
        's',
        'span',
        'i',
        'em',
        'h3',
        'span',
        'blockquote',
        'span',
        'ul',
        'li',
        'span',
        'p',
        'a',
        'span',
        'img',
      ].map((tag) => `"tag":"${tag}"`),
    );
    expect(kept[0]).toMatchObject({
      attributes: [
        ['style:padding-inline-start', '80px'],
        ['style:text-align', 'center'],
      ],
    });
  });
});
