// KeyModeBadge: marks a test key ("Test") wherever a key is shown; a live key needs no mark.
import type { KeyMode } from '@/api/console-types';
import { StatusBadge } from '@/shared/status-badge';

export function KeyModeBadge({ mode }: { mode: KeyMode }) {
  return mode === 'test' ? <StatusBadge tone="warn">Test</StatusBadge> : null;
}
