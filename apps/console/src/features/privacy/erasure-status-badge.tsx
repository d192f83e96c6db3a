// ErasureStatusBadge: the status of an erasure request or of one service's part, as a word with a
// colour that repeats it (completed good, failed bad, running under way, pending not started).
import { StatusBadge } from '@/shared/status-badge';
import type { ErasureStatus } from './erasure-progress';

const TONES = {
  pending: 'neutral',
  running: 'warn',
  completed: 'good',
  failed: 'bad',
} as const;

export function ErasureStatusBadge({ status }: { status: ErasureStatus }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
