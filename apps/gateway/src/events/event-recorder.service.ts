import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { v7 as uuidv7 } from 'uuid';
import { ProblemCode, ProblemException } from '@app/http';
import { MetricsService } from '@app/observability';
import { FixedWindow, WindowCount } from '@app/redis';
import { OutboxSignal } from '../outbox/outbox-signal';
import { ClaimState, DedupeClaimsRepository } from './dedupe-claims.repository';
import { NormalizedEvent } from './event-rules';
import { EventRow, EventsRepository, NewEventRow } from './events.repository';
import { InsertBatcher } from './insert-batcher';
import { MarkerBatcher } from './marker-batcher';

export interface RecorderSettings {
  leaseMs: number;
  retentionSeconds: number;
  duplicateWaitMs: number;
  insertBatchMaxRows: number;
}
export const RECORDER_SETTINGS = Symbol('RECORDER_SETTINGS');

export type RecordOutcome =
  | { status: 'recorded'; id: string; externalId: string; receivedAt: Date }
  | { status: 'already_received'; id: string; externalId: string; receivedAt: Date; payloadDiffers: boolean }
  | { status: 'in_progress'; externalId: string };

/**
 * The request's rate-limit charge (rate-limit/rate-limit-charge.ts), paid by the first claim's
 * round trip: the same script counts the request and claims only within the limit.
 */
export interface ClaimCharge {
  /** The caller's counter. */
  readonly window: FixedWindow;
  /** Takes the count the script returned; throws 429 rate_limited over the limit. */
  settle(count: WindowCount): void;
  /** Redis did not answer: counts in this replica's memory; throws 429 rate_limited over the limit. */
  payInMemory(): Promise<void>;
}

interface Item {
  index: number;
  event: NormalizedEvent;
  key: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records events exactly once per (workspace, externalId): DESIGN.md guarantees 1 to 3.
 *
 * 1. Claim each externalId in Redis (SET NX with a short lease). A claim already marked as
 *    recorded answers 200 at once, from Redis alone. Given the request's rate-limit charge, the
 *    same round trip counts the request first (one Lua script): over the limit it claims
 *    nothing, and record() throws 429 rate_limited before anything else happens.
 * 2. Insert what was claimed into Postgres, with its outbox row, in one statement. The unique
 *    index is the backstop: a row that exists already (Redis forgot it) is a 200 naming it.
 * 3. After the commit, mark the claims as recorded for the retention TTL (the markers of the
 *    requests answered in one turn share one pipeline: MarkerBatcher); on any failure,
 *    release them by compare-and-delete and answer 503, so the client's retry is not a false 200.
 * 4. A duplicate of a request still in flight polls the claim for up to DUPLICATE_WAIT_MS, then
 *    is answered 409 request_in_progress.
 * With Redis unreachable, step 1 and 3 are skipped: Postgres alone stays correct, because an
 * INSERT ... ON CONFLICT waits for a concurrent insert of the same key to commit or abort; the
 * charge is then counted in memory, as the rate limit does for every route when Redis is away.
 *
 * One call handles a whole batch: one claiming round trip, one grouped insert, one marking pipeline.
 */
@Injectable()
export class EventRecorder {
  private readonly logger = new Logger(EventRecorder.name);
  private readonly batcher: InsertBatcher;
  private readonly markerBatcher: MarkerBatcher;
  private readonly redisFallbacks: Counter<'operation'>;
  private redisDown = false;

  constructor(
    private readonly claims: DedupeClaimsRepository,
    private readonly events: EventsRepository,
    private readonly outbox: OutboxSignal,
    metrics: MetricsService,
    @Inject(RECORDER_SETTINGS) private readonly settings: RecorderSettings,
  ) {
    this.batcher = new InsertBatcher(events, settings.insertBatchMaxRows);
    this.markerBatcher = new MarkerBatcher(claims, settings.retentionSeconds);
    this.redisFallbacks = new Counter({
      name: 'dedupe_redis_fallback_total',
      help: 'Dedupe operations served by Postgres alone because Redis was unreachable.',
      labelNames: ['operation'],
      registers: [metrics.registry],
    });
  }

  async record(
    workspaceId: string,
    events: NormalizedEvent[],
    traceparent: string | null,
    charge?: ClaimCharge,
  ): Promise<RecordOutcome[]> {
    const outcomes: RecordOutcome[] = new Array(events.length);
    const firstIndex = new Map<string, number>();
    const unique: Item[] = [];
    events.forEach((event, index) => {
      if (!firstIndex.has(event.externalId)) {
        firstIndex.set(event.externalId, index);
        unique.push({ index, event, key: this.claims.key(workspaceId, event.externalId) });
      }
    });

    const token = randomUUID();
    let toInsert: Item[] = unique;
    const waiting: Item[] = [];
    const claimed = await this.claimFirst(
      unique.map((i) => i.key),
      token,
      charge,
    );
    if (claimed) {
      toInsert = [];
      unique.forEach((item, i) => {
        const state = claimed[i];
        if (state.state === 'claimed') toInsert.push(item);
        else if (state.state === 'done') outcomes[item.index] = fromMarker(item, state);
        else waiting.push(item);
      });
    }

    const [, waited] = await Promise.all([
      this.insert(workspaceId, toInsert, token, traceparent, outcomes, claimed !== null),
      this.waitForInFlight(waiting, token, outcomes),
    ]);
    if (waited.length) await this.insert(workspaceId, waited, token, traceparent, outcomes, true);

    // Later repeats inside one batch: the first occurrence wins, the rest name it.
    events.forEach((event, index) => {
      const first = firstIndex.get(event.externalId) as number;
      if (first === index) return;
      const original = outcomes[first];
      outcomes[index] =
        original.status === 'in_progress'
          ? original
          : {
              status: 'already_received',
              id: original.id,
              externalId: event.externalId,
              receivedAt: original.receivedAt,
              payloadDiffers: !event.payloadHash.equals(events[first].payloadHash),
            };
    });
    return outcomes;
  }

  /**
   * The call's first claim, with the charge paid in the same round trip when there is one.
   * Null when Redis is unreachable (then Postgres alone decides).
   */
  private async claimFirst(
    keys: string[],
    token: string,
    charge?: ClaimCharge,
  ): Promise<ClaimState[] | null> {
    if (!charge)
      return this.tryRedis('claim', () => this.claims.claimMany(keys, token, this.settings.leaseMs));
    const answer = await this.tryRedis('claim', () =>
      this.claims.chargeAndClaim(charge.window, keys, token, this.settings.leaseMs),
    );
    if (!answer) {
      await charge.payInMemory();
      return null;
    }
    charge.settle(answer.count);
    if (!answer.claims)
      throw new Error('the claim script refused the request but its count was within the limit');
    return answer.claims;
  }

  /** Polls the claims of duplicates in flight; returns those whose original gave up (to insert). */
  private async waitForInFlight(items: Item[], token: string, outcomes: RecordOutcome[]): Promise<Item[]> {
    const deadline = Date.now() + this.settings.duplicateWaitMs;
    const takenOver: Item[] = [];
    let open = items;
    let delay = 5;
    while (open.length > 0 && Date.now() < deadline) {
      await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
      delay = Math.min(delay * 2, 50);
      const states = await this.tryRedis('claim', () =>
        this.claims.claimMany(
          open.map((i) => i.key),
          token,
          this.settings.leaseMs,
        ),
      );
      if (!states) {
        // Redis went away while we waited: Postgres decides for all of them.
        takenOver.push(...open);
        return takenOver;
      }
      const still: Item[] = [];
      open.forEach((item, i) => {
        const state = states[i];
        if (state.state === 'claimed') takenOver.push(item);
        else if (state.state === 'done') outcomes[item.index] = fromMarker(item, state);
        else still.push(item);
      });
      open = still;
    }
    for (const item of open)
      outcomes[item.index] = { status: 'in_progress', externalId: item.event.externalId };
    return takenOver;
  }

  private async insert(
    workspaceId: string,
    items: Item[],
    token: string,
    traceparent: string | null,
    outcomes: RecordOutcome[],
    holdsClaims: boolean,
  ): Promise<void> {
    if (items.length === 0) return;
    const rows: NewEventRow[] = items.map((item) => ({
      ...item.event,
      id: uuidv7(),
      workspaceId,
      traceparent,
    }));
    let results;
    try {
      results = await this.batcher.insert(rows);
    } catch (err) {
      if (holdsClaims) {
        await this.tryRedis('release', () =>
          this.claims.releaseMany(
            items.map((i) => i.key),
            token,
          ),
        );
      }
      this.logger.error(`recording ${items.length} event(s) failed: ${(err as Error).message}`);
      throw new ProblemException(
        503,
        ProblemCode.Unavailable,
        'The event could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After; the same externalId is safe to resend.',
        { headers: { 'retry-after': '2' } },
      );
    }
    this.outbox.wake();

    const conflicts: Item[] = [];
    const markers: { key: string; marker: { eventId: string; receivedAt: Date; payloadHash: Buffer } }[] = [];
    items.forEach((item, i) => {
      const result = results[i];
      if (result.inserted) {
        outcomes[item.index] = {
          status: 'recorded',
          id: result.id as string,
          externalId: item.event.externalId,
          receivedAt: result.receivedAt as Date,
        };
        markers.push({
          key: item.key,
          marker: {
            eventId: result.id as string,
            receivedAt: result.receivedAt as Date,
            payloadHash: item.event.payloadHash,
          },
        });
      } else {
        conflicts.push(item);
      }
    });
    if (conflicts.length) {
      // Postgres has them already (Redis forgot, or was down): answer with the originals.
      const originals = await this.events.findByExternalIds(
        conflicts.map((c) => ({ workspaceId, externalId: c.event.externalId })),
      );
      const byExternalId = new Map<string, EventRow>(originals.map((o) => [o.externalId, o]));
      for (const item of conflicts) {
        const original = byExternalId.get(item.event.externalId);
        if (!original) throw new Error(`conflict on ${item.event.externalId} but no row found`);
        outcomes[item.index] = {
          status: 'already_received',
          id: original.id,
          externalId: original.externalId,
          receivedAt: original.receivedAt,
          payloadDiffers: !original.payloadHash.equals(item.event.payloadHash),
        };
        markers.push({
          key: item.key,
          marker: {
            eventId: original.id,
            receivedAt: original.receivedAt,
            payloadHash: original.payloadHash,
          },
        });
      }
    }
    if (holdsClaims || !this.redisDown) {
      await this.tryRedis('mark', () => this.markerBatcher.mark(markers));
    }
  }

  /** Runs a Redis step; if Redis is unreachable, counts it, logs the outage once, returns null. */
  private async tryRedis<T>(operation: string, step: () => Promise<T>): Promise<T | null> {
    try {
      const result = await step();
      if (this.redisDown) {
        this.redisDown = false;
        this.logger.log('Redis is reachable again: dedupe claims are back on the fast path');
      }
      return result;
    } catch (err) {
      this.redisFallbacks.inc({ operation });
      if (!this.redisDown) {
        this.redisDown = true;
        this.logger.warn(`Redis unreachable (${(err as Error).message}): deduplicating with Postgres alone`);
      }
      return null;
    }
  }
}

function fromMarker(item: Item, state: Extract<ClaimState, { state: 'done' }>): RecordOutcome {
  return {
    status: 'already_received',
    id: state.eventId,
    externalId: item.event.externalId,
    receivedAt: state.receivedAt,
    payloadDiffers: state.payloadHash !== item.event.payloadHash.toString('hex'),
  };
}
