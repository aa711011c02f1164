import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAfterRender } from './focus-after-action.ts';

afterEach(() => document.body.replaceChildren());

function button(text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = text;
  document.body.append(element);
  return element;
}

describe('focusAfterRender (issue 19: focus after a staff action)', () => {
  it('focuses the target, places focus again while the reload redraws, and leaves focus the user moved', async () => {
    let target: HTMLElement | null = button('Select');
    let settle: () => void = () => undefined;
    const reloaded = new Promise<void>((resolve) => (settle = resolve));
    focusAfterRender(() => target, reloaded);
    await vi.waitFor(() => expect(document.activeElement).toBe(target));

    // The reload redraws the row: the focused element goes, focus falls to <body>, the new one takes it.
    target.remove();
    target = button('Select again');
    await vi.waitFor(() => expect(document.activeElement).toBe(target));

    // The user moves on: nothing pulls focus back, even once the reload is done.
    const elsewhere = button('Deny');
    elsewhere.focus();
    settle();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('focusAfterRender after two actions in a row', () => {
  it('lets only the latest action place focus', async () => {
    const first = button('First row');
    focusAfterRender(() => first, new Promise<void>(() => undefined));
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    const second = button('Second row');
    focusAfterRender(() => second);
    await vi.waitFor(() => expect(document.activeElement).toBe(second));
    // Focus falls to <body> (the second row is redrawn): the first action's watch, still open, does not take it.
    second.remove();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).not.toBe(first);
  });
});
