import { t } from '@lingui/core/macro';
import { ApiError } from '../api/api-error.ts';

function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The failure line of the payment pages (spec §8 'Payment failure': 'Error: {description}'):
 * the API problem's detail (else its title) followed by its field reasons, another error's
 * message, else 'Unknown Error'. E.g. a 402 problem with detail 'Your card was declined.' →
 * 'Error: Your card was declined.'; a 422 with detail 'The sandbox checkout takes test cards
 * only.' and reason 'use 4242 4242 4242 4242 (succeeds)' → 'Error: The sandbox checkout takes
 * test cards only. Use 4242 4242 4242 4242 (succeeds).' 'Error:' is in the active language;
 * the description is the server's.
 */
export function paymentErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const reasons = error.invalidParams.map((param) => sentence(param.reason));
    return [t`Error:`, error.detail ?? error.title, ...reasons].join(' ');
  }
  if (error instanceof Error && error.message.trim() !== '') return `${t`Error:`} ${error.message}`;
  return `${t`Error:`} ${t`Unknown Error`}`;
}
