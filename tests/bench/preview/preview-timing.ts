/**
 * In-page timing of the live preview benchmark, installed with
 * `page.evaluate(installPreviewTiming)`. On every key typed into a textarea
 * (the 'Question Text' of Question Details) it takes the keydown time, waits
 * until the live preview (`.live-preview`) shows the textarea's new text,
 * then until the next frame has been painted (a message posted from the next
 * requestAnimationFrame callback runs once that frame is painted), and
 * records keydown → painted in `window.previewTiming` (ms).
 * Self-contained: Playwright sends the function's source to the page.
 */
export function installPreviewTiming(): void {
  const timings: number[] = [];
  (window as unknown as { previewTiming: number[] }).previewTiming = timings;
  document.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement)) return;
      const pressed = event.timeStamp;
      field.addEventListener(
        'input',
        () => {
          const expected = field.value.trim();
          const preview = document.querySelector('.live-preview');
          if (preview === null) return;
          const painted = () =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => timings.push(performance.now() - pressed);
              channel.port2.postMessage(null);
            });
          if (preview.textContent.includes(expected)) {
            painted();
            return;
          }
          const observer = new MutationObserver(() => {
            if (!preview.textContent.includes(expected)) return;
            observer.disconnect();
            painted();
          });
          observer.observe(preview, { subtree: true, childList: true, characterData: true });
        },
        { once: true },
      );
    },
    { capture: true },
  );
}
