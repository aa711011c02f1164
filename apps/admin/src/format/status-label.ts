/**
 * How a registration status is shown (spec §4: upper-cased in lists; spec §2
 * detail: a null status shows '---'), e.g. 'Submitted' → 'SUBMITTED'.
 */
export function statusLabel(statusName: string | null | undefined): string {
  const name = statusName?.trim();
  return name ? name.toUpperCase() : '---';
}
