import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { MetricsService } from '@app/observability';
import { ContactHasher } from '@app/privacy';
import { FixedWindow, WindowCount } from '@app/redis';
import { Admission } from '../recording/admission.port';
import { ChargedClaims, ClaimState, DedupeClaimsRepository } from '../recording/dedupe-claims.repository';
import type { OutboxSignal } from '../outbox/outbox-signal';
import { SuppressionsRepository } from '../suppressions/suppressions.repository';
import { AdjustmentRecorder } from './adjustment-recorder.service';
import { NormalizedAdjustment } from './adjustment-rules';
import {
  AdjustedContact,
  AdjustmentsRepository,
  NewAdjustmentRow,
  StoredAdjustment,
} from './adjustments.repository';

const hasher = new ContactHasher(Buffer.alloc(32, 3).toString('base64'));

/** Redis claims in memory, keyed as the real repository keys them. */
class FakeClaims {
  states = new Map<string, string>();
  released: string[] = [];
  adjustmentKey(workspaceId: string, adjustmentId: string): string {
    return `adjustment:${workspaceId}:${adjustmentId}`;
  }
  async chargeAndClaim(_w: FixedWindow, keys: string[], token: string): Promise<ChargedClaims> {
    return { count: { consumed: 1, msBeforeNext: 1000 }, claims: keys.map((key) => this.claim(key, token)) };
  }
  async markRecorded(entries: { key: string; marker: { eventId: string } }[]): Promise<void> {
    for (const { key, marker } of entries) this.states.set(key, `d:${marker.eventId}`);
  }
  async releaseMany(keys: string[]): Promise<void> {
    this.released.push(...keys);
    for (const key of keys) this.states.delete(key);
  }
  private claim(key: string, token: string): ClaimState {
    if (this.states.has(key)) return { state: 'pending' };
    this.states.set(key, `p:${token}`);
    return { state: 'claimed' };
  }
}

/**
 * Adjustments whose event is among `events` (externalId -> contactId); the others are skipped, as
 * the insert's join skips them, and those whose event's contact hash is in `suppressed` are
 * refused, as the insert's suppression check refuses them.
 */
class FakeAdjustments {
  events = new Map<string, string>([['order-1', 'c1']]);
  suppressed = new Set<string>();
  stored: StoredAdjustment[] = [];
  contactsSeen: (AdjustedContact | null)[] = [];
  failing = false;
  async eventContacts(keys: { workspaceId: string; test: boolean; externalId: string }[]) {
    return keys
      .filter((k) => this.events.has(k.externalId))
      .map((k) => ({ ...k, contactId: this.events.get(k.externalId)! }));
  }
  async insertMany(rows: NewAdjustmentRow[], contacts: (AdjustedContact | null)[]) {
    if (this.failing) throw new Error('connection terminated');
    this.contactsSeen.push(...contacts);
    const decided = [];
    for (const [i, r] of rows.entries()) {
      const contact = contacts[i];
      if (!contact || this.events.get(r.externalId) !== contact.contactId) continue;
      if (this.stored.some((s) => s.adjustmentId === r.adjustmentId)) continue;
      if (this.suppressed.has(contact.contactHash.toString('hex'))) {
        decided.push({ id: r.id, receivedAt: null, suppressed: true });
        continue;
      }
      this.stored.push({ ...r, receivedAt: new Date(1) });
      decided.push({ id: r.id, receivedAt: new Date(1), suppressed: false });
    }
    return decided;
  }
  async suppressedAmong(_w: string, hashes: Buffer[]) {
    return hashes.filter((h) => this.suppressed.has(h.toString('hex')));
  }
  async findByAdjustmentIds(_w: string, _test: boolean, ids: string[]) {
    return this.stored.filter((s) => ids.includes(s.adjustmentId));
  }
}

const admission: Admission = {
  admitted: true,
  pay: async () => undefined,
  countWith: async <T extends { count: WindowCount }>(
    roundTrip: (window: FixedWindow) => Promise<T | null>,
  ) => roundTrip({ key: 'ratelimit:key:k1', limit: 100, windowSeconds: 1 }),
};

const adjustment = (adjustmentId: string, externalId = 'order-1'): NormalizedAdjustment => ({
  adjustmentId,
  externalId,
  type: 'retraction',
  occurredAt: new Date(0),
  valueMinor: null,
  currency: null,
  test: false,
  payloadHash: Buffer.from(adjustmentId),
});

describe('AdjustmentRecorder (the shared recorder over the adjustments store)', () => {
  let claims: FakeClaims;
  let adjustments: FakeAdjustments;
  let recorder: AdjustmentRecorder;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    claims = new FakeClaims();
    adjustments = new FakeAdjustments();
    const registry = new Registry();
    recorder = new AdjustmentRecorder(
      claims as unknown as DedupeClaimsRepository,
      adjustments as unknown as AdjustmentsRepository,
      adjustments as unknown as SuppressionsRepository,
      hasher,
      { wake: () => undefined } as unknown as OutboxSignal,
      { registry } as unknown as MetricsService,
      {
        leaseMs: 10_000,
        retentionSeconds: 60,
        duplicateWaitMs: 20,
        insertBatchMaxRows: 500,
        insertMaxInFlight: 2,
      },
    );
  });

  it('claims in its own namespace and marks what it recorded', async () => {
    const [outcome] = await recorder.record('w1', [adjustment('refund-1')], null, admission);
    expect(outcome.status).toBe('recorded');
    expect([...claims.states.keys()]).toEqual(['adjustment:w1:refund-1']);
    expect(claims.states.get('adjustment:w1:refund-1')).toMatch(/^d:/);
  });

  it('an adjustment whose event is not recorded: not_found, nothing stored, its claim released', async () => {
    const outcomes = await recorder.record(
      'w1',
      [
        adjustment('refund-1', 'order-missing'),
        adjustment('refund-2'),
        adjustment('refund-1', 'order-missing'),
      ],
      null,
      admission,
    );
    expect(outcomes.map((o) => o.status)).toEqual(['not_found', 'recorded', 'not_found']);
    expect(adjustments.stored.map((s) => s.adjustmentId)).toEqual(['refund-2']);
    expect(claims.released).toEqual(['adjustment:w1:refund-1']);
    expect(claims.states.has('adjustment:w1:refund-1')).toBe(false);
    // Once the event exists, the same adjustment is recorded.
    adjustments.events.set('order-missing', 'c2');
    const [retry] = await recorder.record('w1', [adjustment('refund-1', 'order-missing')], null, admission);
    expect(retry.status).toBe('recorded');
  });

  it('Redis forgot a recorded adjustmentId: Postgres answers with the original', async () => {
    const [first] = await recorder.record('w1', [adjustment('refund-1')], null, admission);
    claims.states.clear();
    const [again] = await recorder.record('w1', [adjustment('refund-1')], null, admission);
    expect(again).toMatchObject({ status: 'already_received', payloadDiffers: false });
    expect('id' in again && 'id' in first && again.id === first.id).toBe(true);
  });

  it('Postgres failing: 503 naming the adjustmentId as safe to resend, and no claim left behind', async () => {
    adjustments.failing = true;
    await expect(recorder.record('w1', [adjustment('refund-1')], null, admission)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('the same adjustmentId is safe to resend'),
    });
    expect(claims.states.size).toBe(0);
  });

  describe("the adjusted event's contact suppressed (docs/privacy.md#suppression)", () => {
    it('answers suppressed, stores nothing, releases its claim; recorded once the suppression is lifted', async () => {
      adjustments.events.set('order-2', 'gone');
      adjustments.suppressed.add(hasher.hex('w1', 'gone'));
      const outcomes = await recorder.record(
        'w1',
        [adjustment('refund-1', 'order-2'), adjustment('refund-2'), adjustment('refund-1', 'order-2')],
        null,
        admission,
      );
      expect(outcomes.map((o) => o.status)).toEqual(['suppressed', 'recorded', 'suppressed']);
      expect(adjustments.stored.map((s) => s.adjustmentId)).toEqual(['refund-2']);
      expect(claims.released).toEqual(['adjustment:w1:refund-1']);
      adjustments.suppressed.clear();
      const [retry] = await recorder.record('w1', [adjustment('refund-1', 'order-2')], null, admission);
      expect(retry.status).toBe('recorded');
    });

    it("hashes the event's contact, read before the insert; an unknown event has none (not_found)", async () => {
      await recorder.record(
        'w1',
        [adjustment('refund-1'), adjustment('refund-2', 'order-missing')],
        null,
        admission,
      );
      expect(adjustments.contactsSeen).toEqual([
        { contactId: 'c1', contactHash: hasher.hash('w1', 'c1') },
        null,
      ]);
    });

    it('check(): a repeat, then not_found, then suppressed, in the order the insert decides', async () => {
      adjustments.events.set('order-2', 'gone');
      adjustments.suppressed.add(hasher.hex('w1', 'gone'));
      await recorder.record('w1', [adjustment('refund-0', 'order-1')], null, admission);
      adjustments.suppressed.add(hasher.hex('w1', 'c1'));
      const outcomes = await recorder.check(
        'w1',
        [
          adjustment('refund-0', 'order-1'),
          adjustment('refund-1', 'order-missing'),
          adjustment('refund-2', 'order-2'),
          adjustment('refund-2', 'order-2'),
        ],
        admission,
      );
      expect(outcomes).toEqual([
        { status: 'valid', wouldBe: 'already_received' },
        { status: 'not_found' },
        { status: 'valid', wouldBe: 'suppressed' },
        { status: 'valid', wouldBe: 'suppressed' },
      ]);
    });
  });
});
