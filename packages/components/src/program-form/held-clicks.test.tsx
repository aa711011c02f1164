import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilHydrated, replayHeldClicks, WAITS_FOR_FORM_ATTRIBUTE } from './held-clicks.ts';

/** A server-rendered program form (not yet hydrated) with a scripted button, a file input and a submit button, and a language switch. */
function page(): {
  form: HTMLElement;
  add: HTMLButtonElement;
  file: HTMLInputElement;
  submit: HTMLButtonElement;
  language: HTMLButtonElement;
} {
  document.body.innerHTML = `
    <button type="button" id="language" ${WAITS_FOR_FORM_ATTRIBUTE}>Español</button>
    <div class="program-form"><form>
      <input id="name" type="text" />
      <button type="button" id="add">Add Owner</button>
      <input type="file" id="file" />
      <button type="submit" id="submit">Submit</button>
    </form></div>`;
  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    form: element('name').closest('.program-form') as HTMLElement,
    add: element('add'),
    file: element('file'),
    submit: element('submit'),
    language: element('language'),
  };
}

/** Clicks `element` and answers whether the click reached the page's own listeners (React's root listens there). */
function clickReaches(element: HTMLElement): boolean {
  let reached = false;
  const listener = () => (reached = true);
  document.body.addEventListener('click', listener);
  element.click();
  document.body.removeEventListener('click', listener);
  return reached;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('clicks before the program form is hydrated (issue 11)', () => {
  it('holds a click on a scripted control of the form, asks for the code, and leaves native controls alone', () => {
    const onHeld = vi.fn();
    stop = holdClicksUntilHydrated(document, onHeld);
    const { add, file, submit } = page();
    expect(clickReaches(add)).toBe(false);
    expect(add.hasAttribute('data-click-held')).toBe(true);
    expect(clickReaches(file), 'no file picker until the form can take the file').toBe(false);
    expect(onHeld).toHaveBeenCalledTimes(2);
    submit.addEventListener('submit', (event) => event.preventDefault());
    expect(clickReaches(submit), 'a submit is held as a submit (holdSubmitsUntilHydrated)').toBe(true);
    expect(clickReaches(document.getElementById('name') as HTMLElement)).toBe(true);
  });

  it('holds a control waiting for the form only while a form is not hydrated', () => {
    stop = holdClicksUntilHydrated(document, () => undefined);
    const { form, language } = page();
    expect(clickReaches(language)).toBe(false);
    form.setAttribute('data-form-ready', '');
    expect(clickReaches(language)).toBe(true);
    form.remove();
    expect(clickReaches(language)).toBe(true);
  });

  it('lets every click through once the form is hydrated', () => {
    const onHeld = vi.fn();
    stop = holdClicksUntilHydrated(document, onHeld);
    const { form, add } = page();
    form.setAttribute('data-form-ready', '');
    expect(clickReaches(add)).toBe(true);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('replays each held click once, in a later task, on the controls still on the page', () => {
    vi.useFakeTimers();
    stop = holdClicksUntilHydrated(document, () => undefined);
    const { form, add, file } = page();
    add.click();
    file.click();
    file.remove();
    form.setAttribute('data-form-ready', '');
    const replayed: string[] = [];
    document.body.addEventListener('click', (event) => replayed.push((event.target as HTMLElement).id));
    replayHeldClicks(document);
    expect(replayed).toEqual([]);
    vi.runAllTimers();
    expect(replayed).toEqual(['add']);
    expect(add.hasAttribute('data-click-held')).toBe(false);
    replayHeldClicks(document);
    vi.runAllTimers();
    expect(replayed).toEqual(['add']);
  });
});
