import type { Browser } from '@playwright/test';
import { summarize } from './bench-report.ts';
import { CPU_THROTTLING_RATE, measureNavigation, type NavigationTiming } from './measure-navigation.ts';

/** Loads of the public program page and of the plain React page (measureNavigation). */
export interface NavigationLoads {
  public: NavigationTiming[];
  plain: NavigationTiming[];
}

/** The four figures of the benchmark's last line (issue 11 point 4). */
export interface NavigationComparison {
  /** p50 navigation → form painted, public page over plain page; target <= 1.0. */
  fcpRatio: number;
  /** p50 navigation → first keystroke accepted, public over plain; target <= 1.3. */
  interactiveRatio: number;
  /** Keystroke → paint p95, ProgramForm over plain (measureKeystrokes); target <= 1.2. */
  keystrokeP95Ratio: number;
  /** Median gzip kB (1,000 bytes) of the scripts the public page loads before it is interactive; target <= 150. */
  initialJsGzipKb: number;
}

/** What measureNavigations loads. */
export interface NavigationPages {
  publicUrl: string;
  plainUrl: string;
  /** A text box both pages have (the same element id). */
  inputId: string;
  loads: number;
}

/** One unmeasured load of each page (warms the servers' caches), then `loads` of each, alternating. */
export async function measureNavigations(browser: Browser, pages: NavigationPages): Promise<NavigationLoads> {
  await measureNavigation(browser, pages.publicUrl, pages.inputId);
  await measureNavigation(browser, pages.plainUrl, pages.inputId);
  const loads: NavigationLoads = { public: [], plain: [] };
  for (let run = 0; run < pages.loads; run++) {
    loads.public.push(await measureNavigation(browser, pages.publicUrl, pages.inputId));
    loads.plain.push(await measureNavigation(browser, pages.plainUrl, pages.inputId));
  }
  return loads;
}

const p50 = (timings: readonly NavigationTiming[], pick: (timing: NavigationTiming) => number) => summarize(timings.map(pick)).p50;

/** The ratios of the p50s, the keystroke ratio as measured, and the public page's median script size. */
export function compareNavigations(loads: NavigationLoads, keystrokeP95Ratio: number): NavigationComparison {
  const ratio = (pick: (timing: NavigationTiming) => number) => p50(loads.public, pick) / p50(loads.plain, pick);
  return {
    fcpRatio: ratio((timing) => timing.formPaint),
    interactiveRatio: ratio((timing) => timing.interactive),
    keystrokeP95Ratio,
    initialJsGzipKb: p50(loads.public, (timing) => timing.scriptGzipBytes) / 1000,
  };
}

/** The lines to print: p50 of every measured figure for both pages, then the ratios against their targets. */
export function formatNavigationReport(loads: NavigationLoads, compared: NavigationComparison): string[] {
  const figures: [string, (timing: NavigationTiming) => number][] = [
    ['first contentful paint', (timing) => timing.firstContentfulPaint],
    ['form painted', (timing) => timing.formPaint],
    ['interactive (first keystroke accepted)', (timing) => timing.interactive],
    ['total blocking time', (timing) => timing.totalBlocking],
  ];
  const check = (value: number, target: number) => `${value.toFixed(2)} (target <= ${target}: ${value <= target ? 'PASS' : 'FAIL'})`;
  return [
    `navigation, CPU throttled ${CPU_THROTTLING_RATE}x, 390 px, p50 of ${loads.public.length} loads: public page / plain page`,
    ...figures.map(([label, pick]) => `  ${label}: ${p50(loads.public, pick).toFixed(0)} ms / ${p50(loads.plain, pick).toFixed(0)} ms`),
    `  scripts before interactive: ${(p50(loads.public, (timing) => timing.scriptGzipBytes) / 1000).toFixed(1)} kB gzip ` +
      `(${p50(loads.public, (timing) => timing.scriptFiles)} files) / ${(p50(loads.plain, (timing) => timing.scriptGzipBytes) / 1000).toFixed(1)} kB gzip`,
    `fcp_ratio ${check(compared.fcpRatio, 1.0)}; interactive_ratio ${check(compared.interactiveRatio, 1.3)}; ` +
      `keystroke_p95_ratio ${check(compared.keystrokeP95Ratio, 1.2)}; initial_js_gzip_kb ${check(compared.initialJsGzipKb, 150)}`,
  ];
}
