/**
 * spec §5 phone display: numbers of 10 to 13 digits read '+cc (xxx) xxx-xxxx'
 * (the leading digits beyond ten are the country code; none for exactly ten);
 * anything else is shown as given. E.g. '15551234567' → '+1 (555) 123-4567'.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return value;
  const country = digits.slice(0, digits.length - 10);
  const local = digits.slice(-10);
  const number = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return country ? `+${country} ${number}` : number;
}
