import { chromium, type Browser, type Page } from '@playwright/test';
import type { BenchTiming } from './pages/bench-timing.ts';

/** Debian's Chromium, as the end-to-end journeys launch it (no browser download). */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
/** Pause after each measured keystroke, about a quick typist's pace. */
const KEY_GAP_MS = 60;
const VIEWPORT = { width: 1280, height: 900 };

/** A text input to type into: its element id (the same on both pages) and what to type. */
export interface TypingTarget {
  id: string;
  text: string;
}

/** Starts headless Chromium for the measurements. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page
    .waitForFunction(() => window.benchTiming?.firstRender !== null, undefined, { timeout: 30_000 })
    .catch(() => {
      throw new Error(`${url} did not render: ${errors.join('; ') || 'no first paint recorded'}`);
    });
  return { page, close: () => context.close() };
}

/** One first render, in ms from the entry script's start. */
export interface FirstRender {
  /** Page code loaded and evaluated. */
  loaded: number;
  /** First render committed to the DOM. */
  committed: number;
  /** First paint after mount ended: the measured figure. */
  painted: number;
}

/**
 * First render of `url` in a fresh browser context (empty cache), as the
 * page records it (see pages/bench-timing.ts).
 */
export async function measureFirstRender(browser: Browser, url: string): Promise<FirstRender> {
  const { page, close } = await openPage(browser, url);
  const timing = await page.evaluate(() => window.benchTiming);
  await close();
  return { loaded: timing.loaded ?? Number.NaN, committed: timing.committed ?? Number.NaN, painted: timing.firstRender ?? Number.NaN };
}

/**
 * Which of `ids` are text boxes on `url` (input of type text, email, tel or
 * search, or a textarea): a field RJSF shows as a select in the current
 * branch (e.g. the US state) is left out.
 */
export async function textBoxIds(browser: Browser, url: string, ids: readonly string[]): Promise<string[]> {
  const { page, close } = await openPage(browser, url);
  const found = await page.evaluate(
    (candidates) =>
      candidates.filter((id) => {
        const element = document.getElementById(id);
        if (element instanceof HTMLTextAreaElement) return true;
        return element instanceof HTMLInputElement && ['text', 'email', 'tel', 'search'].includes(element.type);
      }),
    [...ids],
  );
  await close();
  return found;
}

/**
 * Keystroke → next paint latencies (ms) on one load of `url`: for each
 * target, clicks into its input and presses `keysPerTarget` keys of its
 * text one at a time, waiting for each key's paint and KEY_GAP_MS more
 * before the next. Throws when a target's input is not on the page.
 */
export async function measureKeystrokes(
  browser: Browser,
  url: string,
  targets: readonly TypingTarget[],
  keysPerTarget: number,
): Promise<number[]> {
  const { page, close } = await openPage(browser, url);
  await page.waitForTimeout(500);
  for (const target of targets) {
    const input = page.locator(`[id="${target.id}"]`);
    if ((await input.count()) !== 1) throw new Error(`${url} has no input #${target.id}`);
    await input.click();
    for (let index = 0; index < keysPerTarget; index++) {
      const before = await page.evaluate(() => window.benchTiming.keystrokes.length);
      await page.keyboard.press(target.text[index % target.text.length] ?? 'a');
      await page.waitForFunction((count) => window.benchTiming.keystrokes.length > count, before);
      await page.waitForTimeout(KEY_GAP_MS);
    }
  }
  const timing: BenchTiming = await page.evaluate(() => window.benchTiming);
  await close();
  return timing.keystrokes;
}
