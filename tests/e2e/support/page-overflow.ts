import { expect, type Page } from '@playwright/test';

/**
 * Asserts that the page does not scroll sideways: the document is no wider
 * than the window (wide tables scroll inside their own `.table-scroll`
 * region instead). On failure the message names the elements that stick
 * out past the right edge, outside any scrolling region, e.g.
 * `div.builder-panel__body 1412px`.
 */
export async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrolls = (element: Element) => {
      const style = getComputedStyle(element);
      return element.scrollWidth > element.clientWidth && ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
    };
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right <= width + 0.5) continue;
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (scrolls(parent)) clipped = true;
        parent = parent.parentElement;
      }
      if (!clipped) culprits.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ${Math.round(right)}px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits: culprits.slice(0, 8) };
  });
  expect(overflow.scrollWidth, `${where} scrolls sideways; sticking out: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}
