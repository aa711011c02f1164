/**
 * In-page timing of the live preview benchmark, as script text for
 * `page.evaluate(PREVIEW_TIMING_SCRIPT)` (text, not a function: tsx would
 * add helper calls the page does not have). On every key typed into a
 * textarea (the 'Question Text' of Question Details) it takes the keydown
 * time, waits until the live preview (`.live-preview`) shows the
 * textarea's new text, then until the next frame has been painted (a
 * message posted from the next requestAnimationFrame callback runs once
 * that frame is painted), and records keydown → painted in
 * `window.previewTiming` (ms).
 */
export const PREVIEW_TIMING_SCRIPT = `(() => {
  const timings = [];
  window.previewTiming = timings;
  document.addEventListener('keydown', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement)) return;
    const pressed = event.timeStamp;
    field.addEventListener('input', () => {
      const expected = field.value.trim();
      const preview = document.querySelector('.live-preview');
      if (preview === null) return;
      const painted = () => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => timings.push(performance.now() - pressed);
        channel.port2.postMessage(null);
      });
      if (preview.textContent.includes(expected)) { painted(); return; }
      const observer = new MutationObserver(() => {
        if (!preview.textContent.includes(expected)) return;
        observer.disconnect();
        painted();
      });
      observer.observe(preview, { subtree: true, childList: true, characterData: true });
    }, { once: true });
  }, { capture: true });
})()`;
