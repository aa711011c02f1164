import { PROGRAM_FORM_CLASS, READY_ATTRIBUTE } from './before-hydration-markers.ts';
import { holdUntilHydrated } from './hold-until-hydrated.ts';

/** Set by holdClicksUntilHydrated on an element whose click it held, for the hydrated form to replay. */
const HELD_CLICK_ATTRIBUTE = 'data-click-held';

/**
 * Marks a control outside the program form whose click must wait for the form
 * to hydrate (the language switch: switching re-renders the form, and a form
 * not yet hydrated would be rendered afresh, dropping what was typed).
 */
export const WAITS_FOR_FORM_ATTRIBUTE = 'data-waits-for-form';

/**
 * Controls of a server-rendered program form that only the form's script
 * handles: buttons (Add Owner, remove, upload slots, combo box toggles) and
 * file inputs. Submit buttons are left to holdSubmitsUntilHydrated; text
 * boxes, checkboxes and radios work natively and are adopted once hydrated.
 */
const SCRIPTED_CONTROLS = 'button:not([type="submit"]), input[type="file"], [role="button"]';

/**
 * Holds clicks that need a program form's script while the form is still
 * server markup (issue 11: its code loads after the page is up): a click on a
 * scripted control of a form not yet hydrated (SCRIPTED_CONTROLS), or on a
 * control marked WAITS_FOR_FORM_ATTRIBUTE while such a form is on the page.
 * React would drop the click; here it is cancelled before any listener sees
 * it (capture phase on the document), the control is marked, `onHeld` is
 * called (load the form's code now) and the hydrated form replays it
 * (replayHeldClicks). Keyboard presses of a button arrive as clicks too.
 * Answers a function that stops holding.
 */
export function holdClicksUntilHydrated(document: Document, onHeld: () => void): () => void {
  const controlWaiting = (event: MouseEvent) => (event.target instanceof Element ? scriptedControl(document, event.target) : null);
  return holdUntilHydrated(document, 'click', controlWaiting, HELD_CLICK_ATTRIBUTE, onHeld);
}

/** The control a click on `target` must wait for, or null when the click can go ahead now. */
function scriptedControl(document: Document, target: Element): HTMLElement | null {
  const waiting = target.closest<HTMLElement>(`[${WAITS_FOR_FORM_ATTRIBUTE}]`);
  if (waiting !== null) return document.querySelector(`.${PROGRAM_FORM_CLASS}:not([${READY_ATTRIBUTE}])`) === null ? null : waiting;
  const form = target.closest(`.${PROGRAM_FORM_CLASS}`);
  if (form === null || form.hasAttribute(READY_ATTRIBUTE)) return null;
  return target.closest<HTMLElement>(SCRIPTED_CONTROLS);
}

/**
 * Clicks again, in a later task, every control of `document` whose click
 * holdClicksUntilHydrated held (called once a program form is hydrated).
 * Hydration keeps the server's elements, so each is the one pressed; one
 * removed meanwhile is skipped.
 */
export function replayHeldClicks(document: Document): void {
  const held = [...document.querySelectorAll<HTMLElement>(`[${HELD_CLICK_ATTRIBUTE}]`)];
  if (held.length === 0) return;
  for (const control of held) control.removeAttribute(HELD_CLICK_ATTRIBUTE);
  setTimeout(() => {
    for (const control of held) if (control.isConnected) control.click();
  });
}
