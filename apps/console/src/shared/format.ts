// Formatting of what the API returns: times in the reader's locale and zone, money from
// minor-unit decimal strings (exact: no float on the way), counts with separators.

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat(undefined);

export function formatDateTime(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatCount(value: number): string {
  return number.format(value);
}

/** "434913" EUR → "4,349.13 EUR" (the digits of the currency's minor unit, from Intl). */
export function formatMinor(valueMinor: string, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    digits = 2;
  }
  const clean = valueMinor.replace(/^0+(?=\d)/, '');
  const padded = clean.padStart(digits + 1, '0');
  const whole = digits === 0 ? padded : padded.slice(0, -digits);
  const fraction = digits === 0 ? '' : padded.slice(-digits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''} ${currency}`;
}
