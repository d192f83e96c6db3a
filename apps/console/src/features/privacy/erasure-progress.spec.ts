// Reading an erasure request's progress (docs/api.md#erasure-requests).
import { describe, expect, it } from '@jest/globals';
import {
  anyUnfinished,
  isFinished,
  removedRows,
  servicesDone,
  type ErasureServices,
} from './erasure-progress';

describe('isFinished and anyUnfinished', () => {
  it('treats completed and failed as final, pending and running as under way', () => {
    expect(isFinished('completed')).toBe(true);
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('pending')).toBe(false);
    expect(isFinished('running')).toBe(false);
    expect(anyUnfinished([{ status: 'completed' }, { status: 'running' }])).toBe(true);
    expect(anyUnfinished([{ status: 'completed' }, { status: 'failed' }])).toBe(false);
    expect(anyUnfinished([])).toBe(false);
  });
});

describe('removedRows', () => {
  it('lists tables largest first, ties by name', () => {
    expect(removedRows({ outbox: 0, events: 14, redisMarkers: 16, adjustments: 2, conversions: 2 })).toEqual([
      { table: 'redisMarkers', count: 16 },
      { table: 'events', count: 14 },
      { table: 'adjustments', count: 2 },
      { table: 'conversions', count: 2 },
      { table: 'outbox', count: 0 },
    ]);
    expect(removedRows({})).toEqual([]);
  });
});

describe('servicesDone', () => {
  it('counts the services that completed', () => {
    const part = (status: 'pending' | 'running' | 'completed') => ({
      status,
      removed: {},
      completedAt: null,
    });
    const services: ErasureServices = {
      gateway: part('completed'),
      attribution: part('completed'),
      reportProjection: part('running'),
      webhookDispatcher: part('pending'),
    };
    expect(servicesDone(services)).toEqual({ done: 2, total: 4 });
  });
});
