import fc from 'fast-check';

/**
 * Generated staff rich text for the sanitizer parity tests: well-formed HTML
 * (as an editor or a paste writes it) made of the policy's elements and of
 * elements outside it, with allowed and refused attributes, URLs and inline
 * styles, and text with entities. Nesting follows HTML's content rules so
 * that every HTML parser builds the same tree.
 */

const textTokens = [
  'Legends',
  'é',
  'Ñu',
  '2026',
  ' ',
  ' ',
  '-',
  ',',
  '!?',
  '.',
  '&amp;',
  '&lt;b&gt;',
  '&nbsp;',
  '&#106;',
  '&quot;',
  "'",
  '"',
  '>',
  '😀',
  '\u200b',
  '[PAYMENT LINK]',
];

const text = fc.array(fc.constantFrom(...textTokens), { minLength: 1, maxLength: 4 }).map((tokens) => tokens.join(''));

const urls = [
  'https://nfl.example/a?b=1&c=2',
  'http://nfl.example',
  'HTTPS://NFL.example/x',
  'mailto:pe@nfl.example',
  'tel:+12125551234',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  ' javascript:alert(1)',
  ' https://nfl.example ',
  'data:image/png;base64,AAAA',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x.png',
  '/api/header-graphics/41/logo_1.png',
  '/\\evil.example',
  'logo.png',
  '#top',
  '',
];

const styles = [
  'text-align: center',
  'text-align: justify;',
  'text-align:left',
  'text-align: RIGHT',
  'text-align: middle',
  'padding-inline-start: 80px',
  'padding-inline-start: 1.5em',
  'padding-inline-start: 2rem',
  'padding-inline-start: calc(40px)',
  'white-space: pre-wrap',
  'color: red',
  'background-image: url(javascript:alert(1))',
  'position: fixed',
];

const attributeValues: Record<string, fc.Arbitrary<string>> = {
  href: fc.constantFrom(...urls),
  src: fc.constantFrom(...urls),
  // One declaration per property: repeated ones are resolved by the browser's CSS cascade (last valid one wins).
  style: fc
    .uniqueArray(fc.constantFrom(...styles), { minLength: 1, maxLength: 3, selector: (style) => style.split(':')[0] })
    .map((list) => list.join('; ')),
  target: fc.constantFrom('_blank', '_self', 'javascript:x'),
  rel: fc.constantFrom('nofollow', 'opener'),
  dir: fc.constantFrom('ltr', 'rtl', 'auto'),
  class: fc.constantFrom('rich-text__bold', 'a b', ''),
  onclick: fc.constant('alert(1)'),
  onerror: fc.constant('alert(1)'),
  id: fc.constantFrom('x', 'submit'),
  name: fc.constant('forms'),
  value: fc.constant('1'),
  'data-lexical-indent': fc.constant('2'),
  'aria-label': fc.constant('Label'),
  title: fc.constantFrom('Title', 'a-->b', '</style>', ''),
  alt: fc.constantFrom('Logo', ''),
  width: fc.constantFrom('100', 'x'),
  srcset: fc.constant('https://nfl.example/a.png 1x'),
  lang: fc.constant('es'),
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

const attributes = fc
  .uniqueArray(fc.constantFrom(...Object.keys(attributeValues)), { maxLength: 4 })
  .chain((names) => fc.tuple(...names.map((name) => attributeValues[name]!.map((value) => ` ${name}="${escapeAttribute(value)}"`))))
  .map((parts) => parts.join(''));

function element(tag: string, content: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(attributes, content).map(([attrs, inner]) => `<${tag}${attrs}>${inner}</${tag}>`);
}

function voidElement(tag: string): fc.Arbitrary<string> {
  return attributes.map((attrs) => `<${tag}${attrs}>`);
}

function sequence(item: fc.Arbitrary<string>, maxLength: number): fc.Arbitrary<string> {
  return fc.array(item, { maxLength }).map((items) => items.join(''));
}

/**
 * Elements removed with their content: raw text inside the raw text elements,
 * text only inside the others (noscript included: a sanitizer's parser reads
 * it as markup), so that no parser moves content out of them.
 */
const droppedWithContent = fc.oneof(
  ...['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'].map((tag) =>
    text.map((inner) => `<${tag}>${inner.replaceAll('&lt;', '<').replaceAll('&gt;', '>')}</${tag}>`),
  ),
  ...['noscript', 'svg', 'math', 'select', 'option', 'template', 'object', 'audio', 'video'].map((tag) => element(tag, text)),
);

const { fragment } = fc.letrec<{
  inline: string;
  inlineWithoutLinks: string;
  block: string;
  fragment: string;
}>((tie) => {
  const inlines = sequence(tie('inline'), 3);
  const inlinesWithoutLinks = sequence(tie('inlineWithoutLinks'), 3);
  const phrasing = (withLinks: boolean) => {
    const inner = withLinks ? inlines : inlinesWithoutLinks;
    return fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      voidElement('br'),
      voidElement('img'),
      voidElement('input'),
      ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'span', 'font', 'mark', 'sup', 'code', 'small', 'label'].map((tag) =>
        element(tag, inner),
      ),
      ...(withLinks ? [element('a', inlinesWithoutLinks)] : []),
    );
  };
  const blocks = sequence(tie('block'), 3);
  const flow = fc.oneof(inlines, blocks);
  return {
    inline: phrasing(true),
    inlineWithoutLinks: phrasing(false),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => element(tag, inlines)),
      ...['div', 'blockquote', 'section', 'article', 'center'].map((tag) => element(tag, flow)),
      ...['ul', 'ol'].map((tag) => element(tag, sequence(element('li', flow), 3))),
      voidElement('hr'),
      droppedWithContent,
    ),
    fragment: sequence(fc.oneof(tie('block'), tie('inline')), 4),
  };
});

/** Generated rich text (see the module comment). */
export const richTextArbitrary: fc.Arbitrary<string> = fragment;
