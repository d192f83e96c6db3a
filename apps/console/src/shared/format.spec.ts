// Money from minor-unit strings is formatted exactly, with the currency's own minor digits.
import { describe, expect, it } from '@jest/globals';
import { formatMinor } from './format';

describe('formatMinor', () => {
  it('places the decimal point by the currency', () => {
    expect(formatMinor('434913', 'EUR')).toBe('4,349.13 EUR');
    expect(formatMinor('5000', 'JPY')).toBe('5,000 JPY');
    expect(formatMinor('1234', 'KWD')).toBe('1.234 KWD');
  });

  it('keeps small and huge values exact', () => {
    expect(formatMinor('5', 'EUR')).toBe('0.05 EUR');
    expect(formatMinor('0', 'EUR')).toBe('0.00 EUR');
    expect(formatMinor('9223372036854775807', 'USD')).toBe('92,233,720,368,547,758.07 USD');
  });
});
