import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** CPU slowdown applied through the DevTools protocol: a mid-range phone against this machine (issue 11 point 4). */
export const CPU_THROTTLING_RATE = 4;

/** A long task's blocking part counts from this many ms on (the usual total blocking time rule). */
const LONG_TASK_BUDGET_MS = 50;
const VIEWPORT = { width: 390, height: 844 };
const TIMEOUT_MS = 60_000;

/** One page load with the CPU throttled, in ms from navigation start (performance.timeOrigin). */
export interface NavigationTiming {
  /** The browser's first contentful paint (whatever it painted: a shell or a loading text counts). */
  firstContentfulPaint: number;
  /** First paint with the form on screen: its first text box in the document, then a frame. */
  formPaint: number;
  /** The first keystroke into that text box, pressed as soon as it exists, is in its value. */
  interactive: number;
  /** Sum of each long task's time over 50 ms between first contentful paint and interactive. */
  totalBlocking: number;
  /** Scripts the page loaded before it was interactive: their bodies gzipped (level 9), bytes. */
  scriptGzipBytes: number;
  scriptFiles: number;
}

/** What recordNavigation keeps in the page: long tasks as [start, duration] and the form's first paint, ms. */
interface PageRecord {
  longTasks: [number, number][];
  formPaint: number | null;
}

declare global {
  interface Window {
    navigationRecord: PageRecord;
  }
}

/**
 * Runs in the page before its own scripts: records long tasks and the first
 * frame after the element `id` exists (window.navigationRecord).
 */
function recordNavigation(id: string): void {
  const record: PageRecord = { longTasks: [], formPaint: null };
  window.navigationRecord = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.getElementById(id) === null) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (record.formPaint = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Loads `url` in a fresh browser context (empty cache, 390 px wide) with the
 * CPU throttled CPU_THROTTLING_RATE times, presses a key in the text box
 * `inputId` as soon as it exists and measures the load (NavigationTiming).
 * Throws when the page shows no such box within 60 s.
 */
export async function measureNavigation(browser: Browser, url: string, inputId: string): Promise<NavigationTiming> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.addInitScript(recordNavigation, inputId);
    const scripts: Promise<Buffer>[] = [];
    let interactiveSeen = false;
    page.on('response', (response) => {
      if (!interactiveSeen && response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(url, { waitUntil: 'commit' });
    const input = page.locator(`[id="${inputId}"]`);
    await input.waitFor({ state: 'attached', timeout: TIMEOUT_MS });
    await input.press('J', { timeout: TIMEOUT_MS });
    const accepted = await page.waitForFunction(
      (id) => {
        const element = document.getElementById(id);
        return element instanceof HTMLInputElement && element.value.includes('J') ? performance.now() : false;
      },
      inputId,
      { polling: 'raf', timeout: TIMEOUT_MS },
    );
    const interactive = (await accepted.jsonValue()) as number;
    interactiveSeen = true;
    await page.waitForFunction(() => window.navigationRecord.formPaint !== null);
    const record = await page.evaluate(() => window.navigationRecord);
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const bodies = await Promise.all(scripts);
    return {
      firstContentfulPaint,
      formPaint: record.formPaint ?? Number.NaN,
      interactive,
      totalBlocking: record.longTasks
        .filter(([start]) => start >= firstContentfulPaint && start < interactive)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_BUDGET_MS), 0),
      scriptGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      scriptFiles: bodies.length,
    };
  } finally {
    await context.close();
  }
}
