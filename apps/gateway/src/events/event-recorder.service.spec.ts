import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { ProblemCode, ProblemException } from '@app/http';
import { MetricsService } from '@app/observability';
import { ContactHasher } from '@app/privacy';
import { FixedWindow, WindowCount } from '@app/redis';
import type { OutboxSignal } from '../outbox/outbox-signal';
import { Admission } from '../recording/admission.port';
import { ChargedClaims, ClaimState, DedupeClaimsRepository } from '../recording/dedupe-claims.repository';
import { SuppressionsRepository } from '../suppressions/suppressions.repository';
import { NormalizedEvent } from './event-rules';
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

  key(workspaceId: string, externalId: string, test = false): string {
    return `${test ? 'dedupe-test' : 'dedupe'}:${workspaceId}:${externalId}`;
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

const hasher = new ContactHasher(Buffer.alloc(32, 7).toString('base64'));

/** The suppression list, as keyed hashes (hex), as the table holds it. */
class FakeSuppressions {
  hashes = new Set<string>();
  suppress(workspaceId: string, contactId: string) {
    this.hashes.add(hasher.hex(workspaceId, contactId));
  }
  async suppressedAmong(_w: string, hashes: Buffer[]) {
    return hashes.filter((h) => this.hashes.has(h.toString('hex')));
  }
}

/** Events in memory; a row whose contact hash is suppressed is refused, as the insert's check refuses it. */
class FakeEvents {
  inserted: NewEventRow[] = [];
  failing = false;
  constructor(private readonly suppressions: FakeSuppressions) {}
  async insertMany(rows: NewEventRow[]) {
    if (this.failing) throw new Error('connection terminated');
    return rows.map((r) => {
      if (this.suppressions.hashes.has(r.contactHash.toString('hex')))
        return { id: r.id, receivedAt: null, suppressed: true };
      this.inserted.push(r);
      return { id: r.id, receivedAt: new Date(), suppressed: false };
    });
  }
  /** What Postgres holds already, by externalId (for check()). */
  known: string[] = [];
  async findByExternalIds(keys: { externalId: string }[]) {
    return keys.filter((k) => this.known.includes(k.externalId)).map((k) => ({ externalId: k.externalId }));
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

function event(externalId: string, test = false, contactId = 'c1'): NormalizedEvent {
  return {
    externalId,
    name: 'order_paid',
    occurredAt: new Date(0),
    contactId,
    campaignId: null,
    valueMinor: null,
    currency: null,
    test,
    payloadHash: Buffer.alloc(1),
  };
}

describe('EventRecorder with a rate-limit charge', () => {
  let claims: FakeClaims;
  let suppressions: FakeSuppressions;
  let events: FakeEvents;
  let recorder: EventRecorder;
  let charge: FakeCharge;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    claims = new FakeClaims();
    suppressions = new FakeSuppressions();
    events = new FakeEvents(suppressions);
    charge = new FakeCharge();
    recorder = new EventRecorder(
      claims as unknown as DedupeClaimsRepository,
      events as unknown as EventsRepository,
      suppressions as unknown as SuppressionsRepository,
      hasher,
      { wake: () => undefined } as unknown as OutboxSignal,
      { registry: new Registry() } as unknown as MetricsService,
      {
        leaseMs: 10_000,
        retentionSeconds: 60,
        duplicateWaitMs: 50,
        insertBatchMaxRows: 500,
        insertMaxInFlight: 2,
      },
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

  it('a test event and a live one with one externalId: two claims, both recorded', async () => {
    const [test] = await recorder.record('w1', [event('e1', true)], null, new FakeCharge());
    const [live] = await recorder.record('w1', [event('e1')], null, charge);
    expect([test.status, live.status]).toEqual(['recorded', 'recorded']);
    expect([...claims.states.keys()].sort()).toEqual(['dedupe-test:w1:e1', 'dedupe:w1:e1']);
  });

  it('check() (validateOnly): counted once on its own; nothing claimed, inserted or marked', async () => {
    events.known = ['e2'];
    let paid = 0;
    const admission = { pay: async () => void paid++ } as unknown as Admission;
    const outcomes = await recorder.check('w1', [event('e1'), event('e2'), event('e1')], admission);
    expect(outcomes).toEqual([
      { status: 'valid', wouldBe: 'recorded' },
      { status: 'valid', wouldBe: 'already_received' },
      // A repeat within the call would be answered with its first occurrence.
      { status: 'valid', wouldBe: 'already_received' },
    ]);
    expect(paid).toBe(1);
    expect(claims.calls).toEqual([]);
    expect(claims.states.size).toBe(0);
    expect(events.inserted).toHaveLength(0);
  });

  describe('a suppressed contact (docs/privacy.md#suppression)', () => {
    it('answers suppressed: nothing inserted or marked, its claim released in the same pass', async () => {
      suppressions.suppress('w1', 'gone');
      const [outcome] = await recorder.record('w1', [event('e1', false, 'gone')], null, charge);
      expect(outcome).toEqual({ status: 'suppressed' });
      expect(events.inserted).toHaveLength(0);
      expect(claims.calls).toEqual(['chargeAndClaim', 'releaseMany']);
      expect(claims.states.size).toBe(0);
    });

    it('the row carries the keyed hash of its workspace and contact, never computed in Postgres', async () => {
      await recorder.record('w1', [event('e1', false, 'c9')], null, charge);
      expect(events.inserted[0].contactHash).toEqual(hasher.hash('w1', 'c9'));
    });

    it('a batch: the others recorded; one release and one marking round trip; a repeat of a suppressed id is suppressed too', async () => {
      suppressions.suppress('w1', 'gone');
      const outcomes = await recorder.record(
        'w1',
        [event('e1'), event('e2', false, 'gone'), event('e3'), event('e2', false, 'gone')],
        null,
        charge,
      );
      expect(outcomes.map((o) => o.status)).toEqual(['recorded', 'suppressed', 'recorded', 'suppressed']);
      expect(claims.calls).toEqual(['chargeAndClaim', 'releaseMany', 'markRecorded']);
      expect([...claims.states.keys()].sort()).toEqual(['dedupe:w1:e1', 'dedupe:w1:e3']);
    });

    it('once lifted, the same externalId is recorded: the claim was not left behind', async () => {
      suppressions.suppress('w1', 'gone');
      const [before] = await recorder.record('w1', [event('e1', false, 'gone')], null, new FakeCharge());
      suppressions.hashes.clear();
      const [after] = await recorder.record('w1', [event('e1', false, 'gone')], null, charge);
      expect([before.status, after.status]).toEqual(['suppressed', 'recorded']);
    });

    it('Redis unreachable: suppressed by Postgres alone, nothing to release', async () => {
      suppressions.suppress('w1', 'gone');
      claims.down = true;
      const [outcome] = await recorder.record('w1', [event('e1', false, 'gone')], null, charge);
      expect(outcome).toEqual({ status: 'suppressed' });
      expect(claims.calls).toEqual(['chargeAndClaim']);
    });

    it('check(): wouldBe suppressed, a repeat within the call too; a recorded externalId stays already_received', async () => {
      suppressions.suppress('w1', 'gone');
      events.known = ['e2'];
      const admission = { pay: async () => undefined } as unknown as Admission;
      const outcomes = await recorder.check(
        'w1',
        [event('e1', false, 'gone'), event('e2', false, 'gone'), event('e1', false, 'gone'), event('e3')],
        admission,
      );
      expect(outcomes.map((o) => (o.status === 'valid' ? o.wouldBe : o.status))).toEqual([
        'suppressed',
        'already_received',
        'suppressed',
        'recorded',
      ]);
      expect(claims.calls).toEqual([]);
    });
  });
});
