// How the panel words adjustments and values for a marketer: a retraction is a refund or
// cancellation, a restatement a changed value; an event's value as sent and as it stands now
// (docs/api.md#adjustments).
import { formatMinor } from '@/shared/format';

export type AdjustmentType = 'retraction' | 'restatement';

export const ADJUSTMENT_TYPES: Record<AdjustmentType, string> = {
  retraction: 'Retraction (refund, cancellation)',
  restatement: 'Restatement (new value)',
};

/** What an adjustment carries: a restatement its new value, a retraction none (it goes to 0). */
export function adjustmentValueText(adjustment: {
  type: AdjustmentType;
  valueMinor: string | null;
  currency: string | null;
}): string {
  if (adjustment.type === 'retraction') return 'none: a retraction makes it worth 0';
  if (adjustment.valueMinor === null || adjustment.currency === null) return '—';
  return formatMinor(adjustment.valueMinor, adjustment.currency);
}

/** An event's value as sent: "49.99 EUR", or "no value" when it was sent without one. */
export function sentValueText(event: { valueMinor: string | null; currency: string | null }): string {
  return event.valueMinor !== null && event.currency !== null
    ? formatMinor(event.valueMinor, event.currency)
    : 'no value';
}

/**
 * An event's value now, after its applied adjustments: the net value once decided and counted
 * (0 once retracted); the sent value while undecided; "not counted" when it does not count.
 */
export function currentValueText(event: {
  valueMinor: string | null;
  currency: string | null;
  attribution: { status: string; netValueMinor?: string | null; retractedAt?: string | null };
}): string {
  const { attribution } = event;
  if (attribution.status === 'pending') return `${sentValueText(event)} (not decided yet)`;
  if (attribution.status === 'not_counted') return 'not counted';
  const net = attribution.netValueMinor;
  const value = net != null && event.currency !== null ? formatMinor(net, event.currency) : 'no value';
  return attribution.retractedAt ? `${value} (retracted)` : value;
}
