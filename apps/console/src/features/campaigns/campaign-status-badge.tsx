// CampaignStatusBadge: draft, active, paused or ended.
import { StatusBadge } from '@/shared/status-badge';
import type { Campaign } from './campaign-queries';

const TONES = { active: 'good', draft: 'neutral', paused: 'warn', ended: 'neutral' } as const;

export function CampaignStatusBadge({ status }: { status: Campaign['status'] }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
