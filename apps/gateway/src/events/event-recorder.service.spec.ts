import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { ProblemCode, ProblemException } from '@app/http';
import { MetricsService } from '@app/observability';
import { FixedWindow, WindowCount } from '@app/redis';
import type { OutboxSignal } from '../outbox/outbox-signal';
import { ChargedClaims, ClaimState, DedupeClaimsRepository } from './dedupe-claims.repository';
import { NormalizedEvent } from './event-rules';
import { Admission } from './admission.port';
import { EventRecorder } from './event-recorder.service';
import { EventsRepository, NewEventRow } from './events.repository';

/**
 * The recorder's Redis traffic with a fake claims repository: every method call is one round
 * trip, so `calls` is what a request costs in Redis.
 */
class FakeClaims {
  calls: string[] = [];
  states = new Map<string, string>();
  down = false;
  consumed = 0;

  key(workspaceId: string, externalId: string): string {
    return `dedupe:${workspaceId}:${externalId}`;
  }
  async chargeAndClaim(window: FixedWindow, keys: string[], token: string): Promise<ChargedClaims> {
    this.calls.push('chargeAndClaim');
    if (this.down) throw new Error('Connection is closed.');
    const count = { consumed: ++this.consumed, msBeforeNext: 1000 };
    if (count.consumed > window.limit) return { count, claims: null };
    return { count, claims: keys.map((key) => this.claim(key, token)) };
  }
  async claimMany(keys: string[], token: string): Promise<ClaimState[]> {
    this.calls.push('claimMany');
    if (this.down) throw new Error('Connection is closed.');
    return keys.map((key) => this.claim(key, token));
  }
  async markRecorded(entries: { key: string; marker: { eventId: string } }[]): Promise<void> {
    if (entries.length === 0) return;
    this.calls.push('markRecorded');
    if (this.down) throw new Error('Connection is closed.');
    for (const { key, marker } of entries) this.states.set(key, `d:${marker.eventId}:0:00`);
  }
  async releaseMany(keys: string[]): Promise<void> {
    this.calls.push('releaseMany');
    for (const key of keys) this.states.delete(key);
  }
  private claim(key: string, token: string): ClaimState {
    const previous = this.states.get(key);
    if (previous === undefined) {
      this.states.set(key, `p:${token}`);
      return { state: 'claimed' };
    }
    if (previous.startsWith('p:')) return { state: 'pending' };
    const [, eventId] = previous.split(':');
    return { state: 'done', eventId, receivedAt: new Date(0), payloadHash: '00' };
  }
}

class FakeEvents {
  inserted: NewEventRow[] = [];
  failing = false;
  async insertMany(rows: NewEventRow[]) {
    if (this.failing) throw new Error('connection terminated');
    this.inserted.push(...rows);
    return rows.map((r) => ({ id: r.id, receivedAt: new Date() }));
  }
  async findByExternalIds() {
    return [];
  }
}

/** The rate-limit side as the recorder sees it: settles within the limit, 429 over it. */
class FakeCharge implements Admission {
  readonly window = { key: 'ratelimit:key:k1', limit: 2, windowSeconds: 1 };
  settled: WindowCount[] = [];
  inMemory = 0;
  memoryOver = false;
  admitted = false;
  async pay(): Promise<void> {
    throw new Error('the recorder counts with its claims, never alone');
  }
  async countWith<T extends { count: WindowCount }>(
    roundTrip: (window: FixedWindow) => Promise<T | null>,
  ): Promise<T | null> {
    const answer = await roundTrip(this.window);
    if (answer === null) await this.payInMemory();
    else this.settle(answer.count);
    this.admitted = true;
    return answer;
  }
  settle(count: WindowCount): void {
    this.settled.push(count);
    if (count.consumed > this.window.limit) throw new ProblemException(429, ProblemCode.RateLimited, 'over');
  }
  async payInMemory(): Promise<void> {
    this.inMemory++;
    if (this.memoryOver) throw new ProblemException(429, ProblemCode.RateLimited, 'over');
  }
}

function event(externalId: string): NormalizedEvent {
  return {
    externalId,
    name: 'order_paid',
    occurredAt: new Date(0),
    contactId: 'c1',
    campaignId: null,
    valueMinor: null,
    currency: null,
    payloadHash: Buffer.alloc(1),
  };
}

describe('EventRecorder with a rate-limit charge', () => {
  let claims: FakeClaims;
  let events: FakeEvents;
  let recorder: EventRecorder;
  let charge: FakeCharge;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    claims = new FakeClaims();
    events = new FakeEvents();
    charge = new FakeCharge();
    recorder = new EventRecorder(
      claims as unknown as DedupeClaimsRepository,
      events as unknown as EventsRepository,
      { wake: () => undefined } as unknown as OutboxSignal,
      { registry: new Registry() } as unknown as MetricsService,
      { leaseMs: 10_000, retentionSeconds: 60, duplicateWaitMs: 50, insertBatchMaxRows: 500 },
    );
  });

  it('a new event: the count and the claim in one round trip, then the marker after the insert', async () => {
    const [outcome] = await recorder.record('w1', [event('e1')], null, charge);
    expect(outcome.status).toBe('recorded');
    expect(claims.calls).toEqual(['chargeAndClaim', 'markRecorded']);
    expect(charge.settled).toEqual([{ consumed: 1, msBeforeNext: 1000 }]);
  });

  it('concurrent new events: one script each, one marking round trip for all', async () => {
    const outcomes = await Promise.all(
      ['e1', 'e2'].map((id) => recorder.record('w1', [event(id)], null, new FakeCharge())),
    );
    expect(outcomes.map(([o]) => o.status)).toEqual(['recorded', 'recorded']);
    expect(claims.calls).toEqual(['chargeAndClaim', 'chargeAndClaim', 'markRecorded']);
  });

  it('a duplicate: one round trip, nothing inserted', async () => {
    await recorder.record('w1', [event('e1')], null, new FakeCharge());
    claims.calls = [];
    const [outcome] = await recorder.record('w1', [event('e1')], null, charge);
    expect(outcome.status).toBe('already_received');
    expect(claims.calls).toEqual(['chargeAndClaim']);
    expect(events.inserted).toHaveLength(1);
  });

  it('a batch with nothing valid to record still counts, in one round trip', async () => {
    expect(await recorder.record('w1', [], null, charge)).toEqual([]);
    expect(claims.calls).toEqual(['chargeAndClaim']);
    expect(charge.settled).toHaveLength(1);
  });

  it('over the limit: 429, nothing claimed, nothing inserted', async () => {
    claims.consumed = 2;
    await expect(recorder.record('w1', [event('e1'), event('e2')], null, charge)).rejects.toMatchObject({
      status: 429,
    });
    expect(claims.calls).toEqual(['chargeAndClaim']);
    expect(claims.states.size).toBe(0);
    expect(events.inserted).toHaveLength(0);
  });

  it('Redis unreachable: counted in memory, recorded by Postgres alone, no marker', async () => {
    claims.down = true;
    const [outcome] = await recorder.record('w1', [event('e1')], null, charge);
    expect(outcome.status).toBe('recorded');
    expect(charge.inMemory).toBe(1);
    expect(claims.calls).toEqual(['chargeAndClaim']);
    expect(events.inserted).toHaveLength(1);
  });

  it('Redis unreachable and over the in-memory limit: 429, nothing inserted', async () => {
    claims.down = true;
    charge.memoryOver = true;
    await expect(recorder.record('w1', [event('e1')], null, charge)).rejects.toMatchObject({ status: 429 });
    expect(events.inserted).toHaveLength(0);
  });

  it('Postgres failing: releases the claims it took and answers 503, after counting the request', async () => {
    events.failing = true;
    await expect(recorder.record('w1', [event('e1')], null, charge)).rejects.toMatchObject({ status: 503 });
    expect(claims.calls).toEqual(['chargeAndClaim', 'releaseMany']);
    expect(claims.states.size).toBe(0);
    expect(charge.settled).toHaveLength(1);
  });
});
