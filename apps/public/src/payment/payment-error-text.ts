import { ApiError } from '../api/api-error.ts';

/**
 * The failure line of the payment pages (spec §8 'Payment failure': 'Error: {description}'):
 * the API problem's detail (else its title), another error's message, else 'Unknown Error'.
 * E.g. a 402 problem with detail 'Your card was declined.' → 'Error: Your card was declined.'
 */
export function paymentErrorText(error: unknown): string {
  let description = 'Unknown Error';
  if (error instanceof ApiError) description = error.detail ?? error.title;
  else if (error instanceof Error && error.message.trim() !== '') description = error.message;
  return `Error: ${description}`;
}
