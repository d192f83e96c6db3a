// MessageStatusBadge: a webhook message's delivery status as a badge.
import { StatusBadge } from '@/shared/status-badge';
import type { MessageStatus } from './webhook-queries';

const TONES = { delivered: 'good', failed: 'bad', failing: 'warn', pending: 'neutral' } as const;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
