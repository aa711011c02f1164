/**
 * Sends the browser to another address with a full page load (a hosted checkout page,
 * or the address the sandbox checkout answers). Relative addresses stay on this origin.
 */
export function openAddress(url: string): void {
  window.location.assign(url);
}
