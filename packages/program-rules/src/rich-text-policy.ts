/** Where a URL attribute may point: the schemes of absolute URLs, and whether paths of this site ('/...') are allowed. */
export interface RichTextUrlRule {
  attribute: string;
  schemes: readonly string[];
  sitePaths: boolean;
}

/**
 * What staff rich text may hold (ARCHITECTURE.md §6), as data: sanitize-html
 * applies it on the server (@huddle/program-rules/server), DOMPurify in the
 * browser (@huddle/program-rules/browser), and the admin's toolbar checks the
 * addresses it is given against the same URL rules.
 */
export interface RichTextPolicy {
  /** Elements kept; any other element is removed and its content kept, unless listed in dropWithContent. */
  tags: readonly string[];
  /** Elements removed together with everything inside them. */
  dropWithContent: readonly string[];
  /** Attributes kept per element; '*' lists those kept on every kept element. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Attributes kept with an empty value (alt="" marks a decorative image); any other empty attribute is dropped. */
  keptEmpty: readonly string[];
  /** Inline style properties kept (in the style attribute), each with the values it may take. */
  styles: Readonly<Record<string, RegExp>>;
  /** The URL attribute of each element that has one, and where it may point. */
  urls: Readonly<Record<string, RichTextUrlRule>>;
  /** rel every kept link gets, so a linked page cannot reach back into ours. */
  linkRel: string;
  /** An attribute value that could close the element or a comment around it when serialized again; such an attribute is dropped. */
  unsafeAttributeValue: RegExp;
}

/**
 * The one rich text policy: the spec §9 toolbar (headers 1-6, bold, italic,
 * underline, strike, blockquote, ordered and bullet lists, indent, link,
 * image) plus paragraphs, line breaks, spans and divs as the editor writes
 * them. Links go to http(s), mailto or tel addresses; images load from
 * http(s) addresses or paths of this site (an uploaded header graphic).
 * Alignment and indent are the only inline styles kept. Scripts, styles,
 * frames, SVG, MathML, forms' option lists and the like go with their content.
 */
export const richTextPolicy: RichTextPolicy = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'span',
    'div',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'hr',
  ],
  dropWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'head',
    'textarea',
    'select',
    'option',
    'xmp',
    'plaintext',
    'audio',
    'video',
  ],
  attributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style', 'dir'],
  },
  keptEmpty: ['alt'],
  styles: {
    'text-align': /^(left|right|center|justify|start|end)$/i,
    'padding-inline-start': /^\d+(\.\d+)?(px|em|rem)$/i,
  },
  urls: {
    a: { attribute: 'href', schemes: ['http', 'https', 'mailto', 'tel'], sitePaths: false },
    img: { attribute: 'src', schemes: ['http', 'https'], sitePaths: true },
  },
  linkRel: 'noopener noreferrer',
  unsafeAttributeValue: /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i,
};

function schemeOf(address: string): string | null {
  try {
    return new URL(address).protocol.replace(/:$/, '');
  } catch {
    return null;
  }
}

/**
 * True when `address` may stand in the URL attribute of `tag` (richTextPolicy
 * urls): an absolute URL with one of its schemes, or, where site paths are
 * allowed, a path starting with a single '/' (never '//host' or a backslash).
 * Whitespace around the address is refused (trim first); so is '' and any
 * address of an element without a URL rule.
 */
export function isAllowedRichTextUrl(tag: string, address: string): boolean {
  const rule = richTextPolicy.urls[tag];
  if (rule === undefined || address !== address.trim() || address === '') return false;
  if (rule.sitePaths && address.startsWith('/')) return !address.startsWith('//') && !address.includes('\\');
  const scheme = schemeOf(address);
  return scheme !== null && rule.schemes.includes(scheme);
}

/** spec §9 toolbar 'link': true for an address a link may point to (an absolute http(s), mailto or tel URL). */
export function isSafeLinkUrl(address: string): boolean {
  return isAllowedRichTextUrl('a', address);
}

/** spec §9 toolbar 'image': true for an address an image may load (an absolute http(s) URL or a path of this site). */
export function isSafeImageUrl(address: string): boolean {
  return isAllowedRichTextUrl('img', address);
}

/** Every attribute name the policy keeps on some element. */
export function richTextAttributeNames(): string[] {
  return [...new Set(Object.values(richTextPolicy.attributes).flat())];
}

/**
 * True when the attribute `name` with `value` (trimmed, as both sanitizers
 * read it) is kept on a kept `tag`: listed for the tag or for every tag, not
 * empty (unless keptEmpty), not a value that could break out of its element,
 * and for a URL attribute an allowed address. The style attribute's declarations are filtered apart
 * (isAllowedRichTextStyle).
 */
export function isAllowedRichTextAttribute(tag: string, name: string, value: string): boolean {
  const listed = richTextPolicy.attributes[tag]?.includes(name) || richTextPolicy.attributes['*']?.includes(name);
  if (!listed || richTextPolicy.unsafeAttributeValue.test(value)) return false;
  if (value === '') return richTextPolicy.keptEmpty.includes(name);
  return richTextPolicy.urls[tag]?.attribute === name ? isAllowedRichTextUrl(tag, value) : true;
}

/** True when the inline style declaration `property: value` is kept (richTextPolicy styles). */
export function isAllowedRichTextStyle(property: string, value: string): boolean {
  return Object.hasOwn(richTextPolicy.styles, property) && richTextPolicy.styles[property]!.test(value.trim());
}
