import { PROGRAM_FORM_CLASS, READY_ATTRIBUTE } from './before-hydration-markers.ts';
import { replayHeldClicks } from './held-clicks.ts';
import { holdUntilHydrated } from './hold-until-hydrated.ts';

export { PROGRAM_FORM_CLASS } from './before-hydration-markers.ts';
export { holdClicksUntilHydrated, WAITS_FOR_FORM_ATTRIBUTE } from './held-clicks.ts';
/** Set by holdSubmitsUntilHydrated on a form whose submit it held, for the hydrated form to send. */
const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

/**
 * Holds the submits of server-rendered program forms (ProgramForm) in
 * `document` that are not yet hydrated (issue 11); other forms are left alone: pressing Submit, or Enter in a field, before the
 * form's script runs would send the answers the browser's way (a page load
 * with them in the address). The submit is cancelled and marked on the form,
 * and the form sends it once hydrated (adoptAnswersGivenBeforeHydration), so
 * it takes effect once, the application's way. `onHeld` is called with each
 * held submit (load the form's code now). Call first thing in the page
 * script. Answers a function that stops holding.
 */
export function holdSubmitsUntilHydrated(document: Document, onHeld: () => void = () => undefined): () => void {
  const programFormNotHydrated = (event: SubmitEvent): HTMLFormElement | null => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return null;
    const programForm = form.closest(`.${PROGRAM_FORM_CLASS}`);
    return programForm === null || programForm.hasAttribute(READY_ATTRIBUTE) ? null : form;
  };
  return holdUntilHydrated(document, 'submit', programFormNotHydrated, HELD_SUBMIT_ATTRIBUTE, onHeld);
}

/**
 * Answers an applicant gave in a server-rendered form before its script
 * hydrated it (issue 11): the browser already shows them, but React's state
 * does not hold them, and the next render would put the server's values back.
 * For each text box or text area of `root` whose value differs from the one
 * rendered (its defaultValue), each checkbox or radio ticked or unticked
 * against the rendered state, each select list whose choice differs from the
 * rendered one, and each file input given files (dropped on it; a click on it
 * is held: holdClicksUntilHydrated), this replays the change as if made now,
 * so the form's onChange records it. Then marks `root` ready, sends a submit
 * held before hydration (holdSubmitsUntilHydrated) and replays the held
 * clicks (replayHeldClicks). Call once, when the form is first committed (a
 * layout effect, before any later render); a form rendered in the browser has
 * nothing to adopt (React gives every box its value and default value alike).
 */
export function adoptAnswersGivenBeforeHydration(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (element.disabled || element.readOnly) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      adoptChoice(element);
    } else if (element instanceof HTMLInputElement && element.type === 'file') {
      if ((element.files?.length ?? 0) > 0) sendChange(element);
    } else if (element.value !== element.defaultValue) {
      adoptText(element);
    }
  }
  for (const select of root.querySelectorAll('select')) {
    if (!select.disabled && [...select.options].some((option) => option.selected !== option.defaultSelected)) sendChange(select);
  }
  root.setAttribute(READY_ATTRIBUTE, '');
  for (const form of root.querySelectorAll(`form[${HELD_SUBMIT_ATTRIBUTE}]`)) {
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }
  replayHeldClicks(root.ownerDocument);
}

/** A choice made in a select list, or files given to a file input, before hydration: React reads both on `change`, from the element's own state. */
function sendChange(element: HTMLSelectElement | HTMLInputElement): void {
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts the rendered value back through the element's own `value` property
 * (React's change tracking sees it), then the given text through the
 * prototype's setter (unseen), and sends `input`: React reads a change.
 */
function adoptText(element: HTMLInputElement | HTMLTextAreaElement): void {
  const given = element.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
  if (setValue === undefined) return;
  element.value = element.defaultValue;
  setValue.call(element, given);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A checkbox toggled, or a radio chosen, before hydration: restores the
 * rendered state and clicks it. A radio unchecked by choosing another one of
 * its group is the other radio's click.
 */
function adoptChoice(element: HTMLInputElement): void {
  if (element.checked === element.defaultChecked) return;
  if (element.type === 'radio' && !element.checked) return;
  element.checked = element.defaultChecked;
  element.click();
}
