import { useEffect, useRef, type RefObject } from 'react';

/** What useModalDialog needs: whether the dialog is shown, what takes focus in it, and how it is dismissed. */
export interface ModalDialogOptions {
  open: boolean;
  /** The control focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /**
   * Called when the applicant closes the dialog with Escape or a click on the
   * backdrop. Without it the dialog cannot be dismissed: only its own buttons end it.
   */
  onDismiss?(): void;
}

/** Props for the native `<dialog>` element that useModalDialog drives. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  closedby: 'any' | 'none';
}

/**
 * Shows a native `<dialog>` as a modal (`showModal()`: the rest of the page is
 * inert, focus stays in the dialog, which the browser keeps in the top
 * layer) while `open` is true, and focuses `initialFocus`. Escape and a click
 * on the backdrop close it and call `onDismiss`; without `onDismiss` the
 * dialog stays open until `open` turns false. When it closes (or unmounts),
 * focus goes back to the element that was focused when it opened.
 */
export function useModalDialog({ open, initialFocus, onDismiss }: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const dismissable = onDismiss !== undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || dialog === null) return;
    const opener = document.activeElement;
    const show = () => {
      if (!dialog.open) dialog.showModal();
      initialFocus.current?.focus();
    };
    const onCancel = (event: Event) => {
      if (!dismissable) event.preventDefault();
    };
    const onClose = () => (dismissable ? dismiss.current?.() : show());
    const onClick = (event: MouseEvent) => {
      if (dismissable && event.target === dialog && outside(dialog, event)) dialog.close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    show();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      const focusLeft = active === null || active === document.body || dialog.contains(active);
      if (focusLeft && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open, dismissable, initialFocus]);

  return { ref, closedby: dismissable ? 'any' : 'none' };
}

/** Whether a click on the dialog element itself landed on its backdrop (outside its box). */
function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
