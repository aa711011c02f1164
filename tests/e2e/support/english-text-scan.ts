import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { expect, type Page } from '@playwright/test';

/**
 * The Spanish rendered-text scan (issue 19, spec §1): a page shown in Spanish
 * must not draw any text of the English message catalogues. The catalogues
 * are every `locales/en/messages.po` under apps/*\/src/i18n and
 * packages/*\/src/i18n, with the Spanish of each from the sibling
 * `locales/es/messages.po`.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The English texts to look for: exact strings, and patterns for messages with placeholders. */
interface EnglishTexts {
  exact: Set<string>;
  patterns: RegExp[];
  /** Every Spanish translation: a string that is one is never reported. Exact texts and translations lower-cased. */
  spanish: Set<string>;
}

let cached: Promise<EnglishTexts> | undefined;

/** Paths of the English catalogues: apps/<name>/src/i18n/locales/en/messages.po and the same under packages. */
function englishCatalogPaths(): string[] {
  const paths: string[] = [];
  for (const parent of ['apps', 'packages']) {
    const parentDir = join(repoRoot, parent);
    if (!existsSync(parentDir)) continue;
    for (const name of readdirSync(parentDir)) {
      const path = join(parentDir, name, 'src/i18n/locales/en/messages.po');
      if (existsSync(path)) paths.push(path);
    }
  }
  return paths;
}

/** A catalogue file as message → translation (empty translation: not translated). */
async function readCatalog(path: string, locale: string): Promise<Map<string, string>> {
  const messages = new Map<string, string>();
  if (!existsSync(path)) return messages;
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(path, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: path,
  });
  for (const entry of Object.values(catalog ?? {})) {
    if (entry.obsolete || entry.message === undefined) continue;
    messages.set(entry.message, entry.translation ?? '');
  }
  return messages;
}

/** Collapses runs of white space and trims: how a reader sees the text. */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Splits a message into literal text (even indexes) and `{placeholders}` or `<0>` tags (odd indexes; one level of nesting, as in plurals). */
const messageParts = (message: string) => message.split(/(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>)/);

/** Letters outside placeholders and tags: a message made only of `{name}` would match anything. */
const literalLetters = (message: string) =>
  messageParts(message)
    .filter((_part, index) => index % 2 === 0)
    .join('')
    .replace(/[^\p{L}]/gu, '').length;

/** A whole-string pattern for a message with `{placeholders}` or `<0>tags</0>`: each placeholder matches any text. */
function messagePattern(message: string): RegExp {
  const source = messageParts(message)
    .map((part, index) => {
      if (index % 2 === 1) return part.startsWith('<') ? '' : '.+?';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    })
    .join('');
  return new RegExp(`^\\s*${source}\\s*$`, 'isu');
}

async function loadEnglishTexts(): Promise<EnglishTexts> {
  const texts: EnglishTexts = { exact: new Set(), patterns: [], spanish: new Set() };
  for (const englishPath of englishCatalogPaths()) {
    const english = await readCatalog(englishPath, 'en');
    const spanish = await readCatalog(englishPath.replace('/locales/en/', '/locales/es/'), 'es');
    for (const translation of spanish.values()) if (translation !== '') texts.spanish.add(normalize(translation).toLowerCase());
    for (const [message, translation] of english) {
      const englishText = normalize(translation || message);
      if (normalize(spanish.get(message) ?? '') === englishText) continue; // the same in both languages
      if (literalLetters(englishText) < 3) continue;
      if (/\{|<\d+>/.test(englishText)) texts.patterns.push(messagePattern(englishText));
      else texts.exact.add(englishText.toLowerCase());
    }
  }
  if (texts.exact.size === 0) throw new Error('no English catalogue found under apps/*/src/i18n or packages/*/src/i18n');
  return texts;
}

/** One text the page shows and where: a short path of the element holding it, e.g. 'main > section#answers > label'. */
interface PageText {
  text: string;
  where: string;
}

/**
 * The texts a reader meets on the page: each visible text node, each visible
 * element's whole text (short ones, so a message split by markup is still
 * seen whole), aria-label, placeholder and title attributes, and the
 * document title; nothing inside [lang="en"] (marked as English on purpose)
 * or [data-content] (program content written by staff).
 */
function collectPageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const skipped = (element: Element) => element.closest('[lang="en"], [data-content], script, style, noscript, template') !== null;
    const visible = (element: Element) =>
      element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) && element.getClientRects().length > 0;
    const describe = (element: Element) => {
      const steps: string[] = [];
      for (let at: Element | null = element; at !== null && at !== document.body && steps.length < 4; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : '';
        const className = typeof at.className === 'string' && at.className.trim() !== '' ? `.${at.className.trim().split(/\s+/)[0]}` : '';
        steps.unshift(`${at.tagName.toLowerCase()}${id || className}`);
      }
      return steps.join(' > ');
    };
    const found = new Map<string, string>();
    const add = (text: string, element: Element) => {
      if (text.trim() !== '' && !found.has(text)) found.set(text, describe(element));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || skipped(parent) || !visible(parent)) continue;
      add(node.textContent ?? '', parent);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (skipped(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute);
        if (value !== null) add(value, element);
      }
      if (!(element instanceof HTMLElement) || !visible(element)) continue;
      if (element.querySelector('[lang="en"], [data-content]') !== null) continue;
      const whole = element.innerText;
      if (whole.length <= 200) add(whole, element);
    }
    if (document.documentElement.getAttribute('lang') !== 'en') add(document.title, document.documentElement);
    return [...found].map(([text, where]) => ({ text, where }));
  });
}

/**
 * The page's texts that equal an English catalogue message (letter case
 * aside: lists show statuses upper-cased), each once with where it was
 * found ('Approve (in main > table > tr > button)'), sorted.
 */
export async function englishTextsOn(page: Page, allow: readonly string[] = []): Promise<string[]> {
  cached ??= loadEnglishTexts();
  const texts = await cached;
  const allowed = new Set(allow.map((text) => normalize(text).toLowerCase()));
  const english = new Map<string, string>();
  for (const { text: raw, where } of await collectPageTexts(page)) {
    const text = normalize(raw);
    const key = text.toLowerCase();
    if (text === '' || allowed.has(key) || texts.spanish.has(key) || english.has(text)) continue;
    if (texts.exact.has(key) || (text.length <= 200 && texts.patterns.some((pattern) => pattern.test(text)))) english.set(text, where);
  }
  return [...english].map(([text, where]) => `${text} (in ${where})`).sort();
}

/**
 * Fails, listing them, when the page (meant to be in Spanish) shows a string
 * equal to an English catalogue message whose Spanish differs. `allow` lists
 * strings that may stay (e.g. a word the spec fixes, such as REFUND). The
 * failure is soft: the journey goes on to the next page and fails at its end,
 * so one run lists the English of every page.
 */
export async function expectNoEnglishText(page: Page, options: { allow?: string[] } = {}): Promise<void> {
  const found = await englishTextsOn(page, options.allow);
  expect.soft(found, `English catalogue texts on ${page.url()}`).toEqual([]);
}
