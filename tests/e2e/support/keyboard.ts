import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user
 * moving through the page would; fails after `max` presses. Only the
 * keyboard moves focus here (no clicks, no element.focus()).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached after ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The focused element as 'tag#id "text"' (for messages), 'body' when focus
 * fell to the page, 'outside the page' when the page does not have focus
 * (Tab past its last element).
 */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Tab from the last focusable element leaves the page for the browser's own controls, as it should;
    // only <body> while the page still has focus means focus was lost (e.g. with a removed element).
    if (!document.hasFocus()) return 'outside the page';
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40);
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${text}"`;
  });
}

/** Expects focus on an element of the page (not on <body>, not lost with a removed element). */
export async function expectFocusInPage(page: Page, where: string): Promise<void> {
  await expect.poll(() => describeFocus(page), { message: `focus after ${where}` }).not.toMatch(/^(body|outside the page)$/);
}

/** Expects `target` to have the focus; the failure names the element that has it instead. */
export async function expectFocusOn(page: Page, target: Locator, where: string): Promise<void> {
  await expect
    .poll(async () => ((await target.evaluate((element) => element === document.activeElement)) ? 'target' : describeFocus(page)), {
      message: `focus after ${where}`,
    })
    .toBe('target');
}
