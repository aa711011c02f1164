/** spec §5: the word that must be typed to confirm a refund, exactly (case-sensitive, nothing around it). */
export const REFUND_CONFIRMATION_WORD = 'REFUND';

/**
 * Whether the refund modal's refund button is enabled (spec §2 refund modal,
 * spec §5): the confirmation reads exactly 'REFUND' and the card's last four
 * digits are given (no length rule). E.g. ('REFUND', '4242') → true,
 * ('refund', '4242') → false, ('REFUND ', '4242') → false, ('REFUND', ' ') → false.
 */
export function canApplyRefund(confirmation: string, cardLastFour: string): boolean {
  return confirmation === REFUND_CONFIRMATION_WORD && cardLastFour.trim() !== '';
}
