/**
 * Form render benchmark (`npm run bench:form`; figures, not a test: a missed
 * target is printed as FAIL and the process still exits 0).
 *
 * Starts the API on a throwaway SQLite file, fetches every public program
 * of spec §2 over HTTP and takes the one whose compiled form has the most
 * fields, builds two pages with Vite (A: @huddle/components ProgramForm;
 * B: a plain React form with the same fields) and measures them in headless
 * Chromium:
 * - first render: entry script start → first paint after mount, one fresh
 *   browser context per run, pages alternating;
 * - keystroke → next paint while typing into several text inputs, in three
 *   rounds, pages alternating;
 * Prints p50/p95 of both, the ratios form/plain and the targets: first
 * render p50 <= 1.3x plain, keystroke p95 <= 1.2x plain, and the size of
 * the script each page loads before its first render.
 * Then loads the real public page of that program (the built public app,
 * served by the API: `npm run bench:form` builds it first) and the plain
 * page --loads=N times each (default 7, alternating), in a fresh context at
 * 390 px with the CPU throttled 4x (navigation-report.ts), and prints
 * navigation to first paint of the form, to interactive (the first
 * keystroke accepted) and the total blocking time, and as its last line
 * `bench:form fcp_ratio=<x> interactive_ratio=<y> keystroke_p95_ratio=<z> initial_js_gzip_kb=<n>`
 * (issue 11 targets: <= 1.0, <= 1.3, <= 1.2, <= 150).
 * Options: --runs=N first renders per page (default 15), --keys=N keystrokes
 * per page (default 120), --port=N first of the two ports used (default 3191).
 */
import { startApiServer } from './api-server.ts';
import { formatReport, summarize } from './bench-report.ts';
import { buildBenchPages } from './build-pages.ts';
import { formatScriptSize } from './first-render-script-size.ts';
import { fetchLargestProgram, fieldCount } from './largest-program.ts';
import { launchBrowser, measureFirstRender, measureKeystrokes, textBoxIds, type FirstRender, type TypingTarget } from './measure-pages.ts';
import { compareNavigations, formatNavigationReport, measureNavigations } from './navigation-report.ts';
import { plainSections } from './pages/plain-fields.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const RUNS = option('runs', 15);
const KEYS = option('keys', 120);
const LOADS = option('loads', 7);
const PORT = option('port', 3191);
/** Text inputs typed into during the keystroke measurement. */
const TYPING_TARGETS = 4;
const FIRST_RENDER_TARGET = 1.3;
const KEYSTROKE_TARGET = 1.2;
/** The keystrokes are typed in this many rounds, each on a fresh load of either page. */
const KEYSTROKE_ROUNDS = 3;

/** Text answer fields of the form in order, with text each accepts (digits for phone numbers). */
function textFields(sections: ReturnType<typeof plainSections>): TypingTarget[] {
  return sections
    .flatMap((section) => section.fields)
    .filter((field) => (field.kind === 'input' && field.inputType !== 'number') || field.kind === 'textarea')
    .map((field) => ({ id: field.id, text: field.inputType === 'tel' ? '2025550143' : 'Jordan Lee Smith' }));
}

/** Up to `count` of `targets` spread evenly. */
function spread<T>(targets: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(targets.length / count));
  return targets.filter((_, index) => index % step === 0).slice(0, count);
}

/** 'name: code loaded x ms, committed y ms, painted z ms' (p50 of each). */
function breakdown(name: string, runs: readonly FirstRender[]): string {
  const p50 = (pick: (run: FirstRender) => number) => summarize(runs.map(pick)).p50.toFixed(0);
  return `${name} code loaded ${p50((run) => run.loaded)} ms, committed ${p50((run) => run.committed)} ms, painted ${p50((run) => run.painted)} ms`;
}

async function main(): Promise<void> {
  console.log('Starting the API on a temporary SQLite file...');
  const api = await startApiServer(PORT);
  let pages: Awaited<ReturnType<typeof buildBenchPages>> | null = null;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | null = null;
  try {
    const { program, path, programs, validatorSource } = await fetchLargestProgram(api.baseUrl);
    const compiled = program.formVersion.compiled;
    console.log(`Largest form of ${programs} programs: ${program.eventName} (program ${program.eventId}, ${fieldCount(compiled)} fields)`);
    console.log('Building the two pages with Vite...');
    pages = await buildBenchPages(program, validatorSource, PORT + 1);
    browser = await launchBrowser();
    const candidates = textFields(plainSections(compiled));
    const onForm = new Set(
      await textBoxIds(
        browser,
        pages.formUrl,
        candidates.map((target) => target.id),
      ),
    );
    const onPlain = new Set(
      await textBoxIds(
        browser,
        pages.plainUrl,
        candidates.map((target) => target.id),
      ),
    );
    const targets = spread(
      candidates.filter((target) => onForm.has(target.id) && onPlain.has(target.id)),
      TYPING_TARGETS,
    );
    if (targets.length === 0) throw new Error('The form has no text box on both pages to type into.');
    console.log(`Typing into: ${targets.map((target) => target.id).join(', ')}`);

    await measureFirstRender(browser, pages.formUrl);
    await measureFirstRender(browser, pages.plainUrl);
    const firstForm: FirstRender[] = [];
    const firstPlain: FirstRender[] = [];
    for (let run = 0; run < RUNS; run++) {
      firstForm.push(await measureFirstRender(browser, pages.formUrl));
      firstPlain.push(await measureFirstRender(browser, pages.plainUrl));
    }
    // In rounds, pages alternating (as the first renders and the page loads): a slower or busier stretch of the
    // machine weighs on both pages alike instead of on whichever was typed into then.
    const perTarget = Math.max(1, Math.ceil(KEYS / targets.length / KEYSTROKE_ROUNDS));
    const keysForm: number[] = [];
    const keysPlain: number[] = [];
    for (let round = 0; round < KEYSTROKE_ROUNDS; round++) {
      keysForm.push(...(await measureKeystrokes(browser, pages.formUrl, targets, perTarget)));
      keysPlain.push(...(await measureKeystrokes(browser, pages.plainUrl, targets, perTarget)));
    }

    console.log('');
    for (const line of formatReport([
      {
        label: 'first render',
        form: summarize(firstForm.map((run) => run.painted)),
        plain: summarize(firstPlain.map((run) => run.painted)),
        targetOn: 'p50',
        target: FIRST_RENDER_TARGET,
      },
      { label: 'keystroke -> paint', form: summarize(keysForm), plain: summarize(keysPlain), targetOn: 'p95', target: KEYSTROKE_TARGET },
    ])) {
      console.log(line);
    }
    console.log('');
    console.log(`first render p50 from script start: ${breakdown('ProgramForm', firstForm)}; ${breakdown('plain', firstPlain)}`);
    console.log(
      `script loaded before the first render: ProgramForm ${formatScriptSize(pages.scriptSize.form)}; plain ${formatScriptSize(pages.scriptSize.plain)}`,
    );

    const publicUrl = `${api.baseUrl}/${path}`;
    console.log('');
    console.log(`Loading ${publicUrl} and the plain page ${LOADS} times each, CPU throttled...`);
    const firstTarget = targets[0]?.id ?? '';
    const loads = await measureNavigations(browser, { publicUrl, plainUrl: pages.plainUrl, inputId: firstTarget, loads: LOADS });
    const compared = compareNavigations(loads, summarize(keysForm).p95 / summarize(keysPlain).p95);
    for (const line of formatNavigationReport(loads, compared)) console.log(line);
    console.log(
      `bench:form fcp_ratio=${compared.fcpRatio.toFixed(2)} interactive_ratio=${compared.interactiveRatio.toFixed(2)} ` +
        `keystroke_p95_ratio=${compared.keystrokeP95Ratio.toFixed(2)} initial_js_gzip_kb=${compared.initialJsGzipKb.toFixed(0)}`,
    );
  } finally {
    await browser?.close();
    await pages?.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
