import { sendFunnelStep } from '../../api/drafts-api.ts';

/**
 * Sends a funnel step of a program's form once per browser session
 * (sessionStorage key 'huddle.funnel:{eventId}:{step}'): reloads and
 * re-renders in the same tab do not count again. Without session storage
 * the step is sent each time.
 */
export function sendFunnelStepOnce(eventId: number, step: 'opened' | 'started'): void {
  const key = `huddle.funnel:${eventId}:${step}`;
  try {
    if (window.sessionStorage.getItem(key) !== null) return;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // No session storage: count anyway.
  }
  sendFunnelStep(eventId, step);
}
