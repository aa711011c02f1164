/**
 * Holds events of one `type` that a program form not yet hydrated must take
 * itself (issue 11): for each such event on `document` (capture phase, before
 * React's root or any other listener sees it), `heldElement` names the
 * element to mark, or null to let the event go ahead. A held event is
 * cancelled, its element gets `attribute` (for the hydrated form to act on)
 * and `onHeld` is called (load the form's code now). Answers a function that
 * stops holding.
 */
export function holdUntilHydrated<E extends Event>(
  document: Document,
  type: 'click' | 'submit',
  heldElement: (event: E) => Element | null,
  attribute: string,
  onHeld: () => void,
): () => void {
  const hold = (event: Event) => {
    const element = heldElement(event as E);
    if (element === null) return;
    // Not React's either: a form hydrated by this very event would take it once more.
    event.preventDefault();
    event.stopImmediatePropagation();
    element.setAttribute(attribute, '');
    onHeld();
  };
  document.addEventListener(type, hold, true);
  return () => document.removeEventListener(type, hold, true);
}
