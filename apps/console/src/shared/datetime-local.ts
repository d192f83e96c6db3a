// Conversions between <input type="datetime-local"> values (the reader's wall-clock time, no
// zone) and ISO 8601 instants with an offset, as the API wants them.

/** "2026-11-21T14:03" (local) → "2026-11-21T13:03:00.000Z"; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant → "YYYY-MM-DDTHH:MM" in the reader's time zone, for a datetime-local input. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
