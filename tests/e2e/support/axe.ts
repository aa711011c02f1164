import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs an axe scan (WCAG 2.1 A/AA rules) on the page as it is now and fails
 * the test with the violations' ids, help and targets when there are any.
 * `scope` (an element with an id) limits the scan to that part of the page:
 * for a journey about one section of a form whose whole page another
 * journey scans already (a whole Legends form takes axe some 20 s on a busy
 * machine).
 */
export async function expectNoAxeViolations(page: Page, label: string, scope?: Locator): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope !== undefined) {
    const id = await scope.getAttribute('id');
    if (id === null || id === '') throw new Error(`axe scope of ${label} has no id`);
    builder = builder.include(`[id="${id}"]`);
  }
  const result = await builder.analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
