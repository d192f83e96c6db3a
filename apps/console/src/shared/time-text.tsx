// TimeText: an instant as a <time> element, shown in the reader's locale, machine-readable.
import { formatDateTime } from './format';

interface TimeTextProps {
  value: string | null | undefined;
  fallback?: string;
}

export function TimeText({ value, fallback = '—' }: TimeTextProps) {
  if (!value) return <span>{fallback}</span>;
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
