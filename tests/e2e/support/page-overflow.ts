import { expect, type Page } from '@playwright/test';

/** How far the document is wider than the window, and the elements that stick out past its right edge. */
interface PageOverflow {
  scrollWidth: number;
  clientWidth: number;
  /** e.g. `div.builder-panel__body 1412px`: outside any scrolling region, right edge in CSS pixels. */
  culprits: string[];
}

function measureOverflow(page: Page): Promise<PageOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrolls = (element: Element) =>
      element.scrollWidth > element.clientWidth && ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
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
}

/**
 * Asserts that the page does not scroll sideways: the document is no wider
 * than the window (wide tables scroll inside their own `.table-scroll`
 * region instead). Waits up to 5 s for the layout to settle after a resize
 * (the side menu changes mode on the next render); on failure the message
 * names the elements that stick out past the right edge.
 */
export async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const excess = async () => {
    const overflow = await measureOverflow(page);
    return overflow.scrollWidth - overflow.clientWidth;
  };
  try {
    await expect.poll(excess, { timeout: 5_000 }).toBeLessThanOrEqual(0);
  } catch {
    const overflow = await measureOverflow(page);
    expect(overflow.scrollWidth, `${where} scrolls sideways; sticking out: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
  }
}
