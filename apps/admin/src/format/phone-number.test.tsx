import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-number.ts';

describe('formatPhoneNumber (spec §5 phone display)', () => {
  it('formats ten digits without a country code', () => {
    expect(formatPhoneNumber('555-123-4567')).toBe('(555) 123-4567');
  });

  it('puts the digits beyond ten in front as the country code', () => {
    expect(formatPhoneNumber('15551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhoneNumber('+44 20 7946 0958 1')).toBe('+442 (079) 460-9581');
  });

  it('leaves shorter or longer numbers as given', () => {
    expect(formatPhoneNumber('123-4567')).toBe('123-4567');
    expect(formatPhoneNumber('12345678901234')).toBe('12345678901234');
    expect(formatPhoneNumber(null)).toBe('');
  });
});
