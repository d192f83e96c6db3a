// How an erasure request's progress is read (docs/api.md#erasure-requests): whether it is still
// under way (the page then reads it again), each service's part in words, and what it removed.
import type { components } from '@/api/schema';

export type ErasureRequest = components['schemas']['ErasureRequestDto'];
export type ErasureStatus = ErasureRequest['status'];
export type ErasureServices = ErasureRequest['services'];
export type ServiceName = keyof ErasureServices;
export type ServiceProgress = ErasureServices[ServiceName];

/** Completed and failed requests change no more; pending and running ones are read again. */
export function isFinished(status: ErasureStatus): boolean {
  return status === 'completed' || status === 'failed';
}

export function anyUnfinished(requests: readonly Pick<ErasureRequest, 'status'>[]): boolean {
  return requests.some((request) => !isFinished(request.status));
}

/** The services in the order the erasure reaches them, each with what it holds. */
export const SERVICES: readonly { name: ServiceName; label: string; holds: string }[] = [
  {
    name: 'gateway',
    label: 'Gateway',
    holds: 'Events, adjustments, their outbox rows and deduplication markers.',
  },
  { name: 'attribution', label: 'Attribution', holds: 'Decisions, conversions, adjustment decisions.' },
  {
    name: 'reportProjection',
    label: 'Report projection',
    holds: 'Conversion-test panel entries and outcomes (campaign totals stay: they name no one).',
  },
  {
    name: 'webhookDispatcher',
    label: 'Webhook dispatcher',
    holds: 'Webhook messages naming the contacts, their deliveries and attempts.',
  },
];

/** What one service removed, table by table, largest first (ties by name); empty when nothing. */
export function removedRows(removed: Record<string, number>): { table: string; count: number }[] {
  return Object.entries(removed)
    .map(([table, count]) => ({ table, count }))
    .sort((a, b) => b.count - a.count || a.table.localeCompare(b.table));
}

/** How many services have completed their part: "2 of 4". */
export function servicesDone(services: ErasureServices): { done: number; total: number } {
  const parts = SERVICES.map(({ name }) => services[name]);
  return { done: parts.filter((part) => part.status === 'completed').length, total: parts.length };
}
