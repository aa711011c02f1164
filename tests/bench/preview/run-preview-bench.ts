/**
 * Live preview benchmark (`npm run bench:preview`; figures, not a test: a
 * missed target is printed as FAIL and the process still exits 0).
 *
 * Builds the admin app, starts the API on a throwaway SQLite file (seeded
 * on start), takes the public program whose compiled form has the most
 * fields (the largest seeded form), signs in as the demo admin in headless
 * Chromium and opens its builder page (/app/admin/forms/{programId}). It
 * selects a question the preview shows, then types into 'Question Text' of
 * Question Details one key at a time and records, per key, keydown → the
 * live preview showing the new text → the next paint (preview-timing.ts).
 * That span holds the whole path of an edit: the editor's state, the
 * program draft, compileForm of the draft and the ProgramForm render.
 * Target (issue 'Live preview'): p95 <= 100 ms.
 * Options: --keys=N keys typed (default 60), --port=N (default 3195).
 */
import { chromium } from '@playwright/test';
import { signInAs } from '../../e2e/support/staff.ts';
import { startApiServer } from '../form/api-server.ts';
import { summarize } from '../form/bench-report.ts';
import { fetchLargestProgram, fieldCount } from '../form/largest-program.ts';
import { PREVIEW_TIMING_SCRIPT } from './preview-timing.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const KEYS = option('keys', 60);
const PORT = option('port', 3195);
const TARGET_P95_MS = 100;
/** Pause after each measured key, about a quick typist's pace. */
const KEY_GAP_MS = 80;
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

async function main(): Promise<void> {
  console.log('Starting the API on a temporary SQLite file (the admin app must be built)...');
  const api = await startApiServer(PORT);
  const browser = await chromium.launch(LAUNCH);
  try {
    const { program, programs } = await fetchLargestProgram(api.baseUrl);
    const fields = fieldCount(program.formVersion.compiled);
    console.log(`Largest form of ${programs} programs: ${program.eventName} (program ${program.eventId}, ${fields} fields)`);
    const context = await browser.newContext({ baseURL: api.baseUrl, viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signInAs(page, 'admin@huddle.test', `/app/admin/forms/${program.eventId}`);
    const preview = page.locator('.live-preview');
    await preview.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 60_000 });

    const questionRows = page.getByRole('table', { name: 'Program Questions' }).locator('tbody tr');
    await questionRows.first().waitFor();
    const shown = await preview.textContent();
    let chosen: string | null = null;
    for (let row = 0; row < (await questionRows.count()); row++) {
      const text = (await questionRows.nth(row).locator('td').first().textContent())?.trim() ?? '';
      if (text !== '' && shown?.includes(text)) {
        chosen = text;
        await questionRows
          .nth(row)
          .getByRole('button', { name: /^Edit / })
          .click();
        break;
      }
    }
    if (chosen === null) throw new Error('No question of the program is shown by the preview.');
    console.log(`Typing ${KEYS} keys into the text of: ${chosen}`);

    const textArea = page.getByRole('region', { name: 'Question Details' }).getByRole('textbox', { name: 'Question Text' });
    await textArea.click();
    await textArea.press('End');
    await page.evaluate(PREVIEW_TIMING_SCRIPT);
    const letters = 'Zqxj';
    for (let key = 0; key < KEYS; key++) {
      await page.keyboard.press(letters[key % letters.length] ?? 'Z');
      await page.waitForFunction((count) => (window as unknown as { previewTiming: number[] }).previewTiming.length >= count, key + 1, {
        timeout: 10_000,
      });
      await page.waitForTimeout(KEY_GAP_MS);
    }
    const timings = await page.evaluate(() => (window as unknown as { previewTiming: number[] }).previewTiming);
    const summary = summarize(timings);
    const max = Math.max(...timings);
    console.log('');
    console.log(
      `edit → preview painted (n=${summary.samples}): p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    console.log(`target p95 <= ${TARGET_P95_MS} ms: ${summary.p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}`);
    await context.close();
  } finally {
    await browser.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
