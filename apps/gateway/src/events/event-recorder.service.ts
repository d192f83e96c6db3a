import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { v7 as uuidv7 } from 'uuid';
import { ProblemCode, ProblemException } from '@app/http';
import { MetricsService } from '@app/observability';
import { OutboxSignal } from '../outbox/outbox-signal';
import { Admission } from './admission.port';
import { Answer, Item, RecordOutcome, planClaims } from './claim-plan';
import { ClaimState, DedupeClaimsRepository, RecordedMarker } from './dedupe-claims.repository';
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

/** What waiting for duplicates in flight found: answers, and those whose original gave up. */
interface Waited {
  answered: Answer[];
  takenOver: Item[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records events exactly once per (workspace, externalId), and answers 201 or 200 only once the
 * event is durable (docs/architecture.md#guarantee-exactly-once,
 * docs/architecture.md#guarantee-durable-answers, docs/architecture.md#guarantee-in-flight-duplicates).
 *
 * 1. Claim each externalId in Redis (SET NX with a short lease). A claim already marked as
 *    recorded answers 200 at once, from Redis alone. Given the request's admission (the rate
 *    limit, admission.port.ts), the same round trip counts the request first (one Lua script):
 *    over the limit it claims nothing, and record() throws 429 rate_limited before anything else.
 * 2. Insert what was claimed into Postgres, with its outbox row, in one statement. The unique
 *    index is the backstop: a row that exists already (Redis forgot it) is a 200 naming it.
 * 3. After the commit, mark the claims as recorded for the retention TTL (the markers of the
 *    requests answered in one turn share one pipeline: MarkerBatcher); on any failure,
 *    release them by compare-and-delete and answer 503 with Retry-After, so the client's retry is
 *    not a false 200.
 * 4. A duplicate of a request still in flight polls the claim for up to DUPLICATE_WAIT_MS, then
 *    is answered 409 request_in_progress.
 * With Redis unreachable, step 1 and 3 are skipped: Postgres alone stays correct, because an
 * INSERT ... ON CONFLICT waits for a concurrent insert of the same key to commit or abort; the
 * request is then counted in memory, as the rate limit does for every route when Redis is away.
 *
 * One call handles a whole batch: one claiming round trip, one grouped insert, one marking pipeline.
 * Each step returns its answers; record() merges them once.
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
    admission: Admission,
  ): Promise<RecordOutcome[]> {
    const firstIndex = new Map<string, number>();
    const unique: Item[] = [];
    events.forEach((event, index) => {
      if (!firstIndex.has(event.externalId)) {
        firstIndex.set(event.externalId, index);
        unique.push({ index, event, key: this.claims.key(workspaceId, event.externalId) });
      }
    });

    const token = randomUUID();
    const claimed = await this.claimFirst(
      unique.map((i) => i.key),
      token,
      admission,
    );
    const plan = planClaims(unique, claimed);
    const [inserted, waited] = await Promise.all([
      this.insert(workspaceId, plan.toInsert, token, traceparent, claimed !== null),
      this.waitForInFlight(plan.waiting, token),
    ]);
    const late = waited.takenOver.length
      ? await this.insert(workspaceId, waited.takenOver, token, traceparent, true)
      : [];

    const outcomes = new Map<number, RecordOutcome>();
    for (const { index, outcome } of [...plan.answered, ...inserted, ...waited.answered, ...late]) {
      outcomes.set(index, outcome);
    }
    // Later repeats inside one batch: the first occurrence wins, the rest name it.
    return events.map((event, index) => {
      const first = firstIndex.get(event.externalId) as number;
      const original = outcomes.get(first) as RecordOutcome;
      if (first === index || original.status === 'in_progress') return original;
      return {
        status: 'already_received',
        id: original.id,
        externalId: event.externalId,
        receivedAt: original.receivedAt,
        payloadDiffers: !event.payloadHash.equals(events[first].payloadHash),
      };
    });
  }

  /**
   * The call's first claim, with the request counted in the same round trip. Null when Redis is
   * unreachable (then Postgres alone decides).
   */
  private async claimFirst(
    keys: string[],
    token: string,
    admission: Admission,
  ): Promise<ClaimState[] | null> {
    const answer = await admission.countWith((window) =>
      this.tryRedis('claim', () => this.claims.chargeAndClaim(window, keys, token, this.settings.leaseMs)),
    );
    if (!answer) return null;
    if (!answer.claims)
      throw new Error('the claim script refused the request but its count was within the limit');
    return answer.claims;
  }

  /** Polls the claims of duplicates in flight, until each is answered, taken over or out of time. */
  private async waitForInFlight(items: Item[], token: string): Promise<Waited> {
    const deadline = Date.now() + this.settings.duplicateWaitMs;
    const answered: Answer[] = [];
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
        return { answered, takenOver: [...takenOver, ...open] };
      }
      const plan = planClaims(open, states);
      answered.push(...plan.answered);
      takenOver.push(...plan.toInsert);
      open = plan.waiting;
    }
    for (const item of open) {
      answered.push({
        index: item.index,
        outcome: { status: 'in_progress', externalId: item.event.externalId },
      });
    }
    return { answered, takenOver };
  }

  /** Inserts what this call holds (or what Postgres alone decides), then marks it recorded. */
  private async insert(
    workspaceId: string,
    items: Item[],
    token: string,
    traceparent: string | null,
    holdsClaims: boolean,
  ): Promise<Answer[]> {
    if (items.length === 0) return [];
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

    const answers: Answer[] = [];
    const conflicts: Item[] = [];
    const markers: { key: string; marker: RecordedMarker }[] = [];
    items.forEach((item, i) => {
      const result = results[i];
      if (!result.inserted) {
        conflicts.push(item);
        return;
      }
      const id = result.id as string;
      const receivedAt = result.receivedAt as Date;
      answers.push({
        index: item.index,
        outcome: { status: 'recorded', id, externalId: item.event.externalId, receivedAt },
      });
      markers.push({
        key: item.key,
        marker: { eventId: id, receivedAt, payloadHash: item.event.payloadHash },
      });
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
        answers.push({
          index: item.index,
          outcome: {
            status: 'already_received',
            id: original.id,
            externalId: original.externalId,
            receivedAt: original.receivedAt,
            payloadDiffers: !original.payloadHash.equals(item.event.payloadHash),
          },
        });
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
    return answers;
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
