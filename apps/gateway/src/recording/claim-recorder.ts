/** Records items of every kind (events, adjustments) exactly once: claim, grouped insert, mark. */
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { v7 as uuidv7 } from 'uuid';
import { ProblemCode, ProblemException } from '@app/http';
import { MetricsService } from '@app/observability';
import { OutboxSignal } from '../outbox/outbox-signal';
import { Admission } from './admission.port';
import { Answer, Item, RecordOutcome, Recordable, WouldBe, planClaims } from './claim-plan';
import { ClaimState, DedupeClaimsRepository, RecordedMarker } from './dedupe-claims.repository';
import { InsertBatcher, InsertedRow } from './insert-batcher';
import { MarkerBatcher } from './marker-batcher';

export interface RecorderSettings {
  leaseMs: number;
  retentionSeconds: number;
  duplicateWaitMs: number;
  insertBatchMaxRows: number;
  /** Most grouped inserts running at once; the rest wait and go together (InsertBatcher). */
  insertMaxInFlight: number;
}

/** The stored original of an item that was not inserted because its id was recorded before. */
export interface Original {
  id: string;
  receivedAt: Date;
  payloadHash: Buffer;
}

/**
 * What one kind of submission (events, adjustments) gives the recorder: its claim key, its row,
 * its grouped insert (with the outbox row and the suppression check, in one statement) and how to
 * find the originals of what that insert skipped. Everything else of recording is the same for
 * every kind.
 */
export interface RecordStore<T extends Recordable, R extends { id: string }> {
  /** Names the kind in the 503 and the logs: "event", "adjustment". */
  readonly noun: string;
  /** The integrator's idempotency field, named in the 503: "externalId", "adjustmentId". */
  readonly idField: string;
  /** The Redis claim key of an item; one namespace per kind, so kinds never collide. */
  claimKey(workspaceId: string, value: T): string;
  toRow(value: T, id: string, workspaceId: string, traceparent: string | null): R;
  /**
   * Inserts the rows that are new, in the order given, unless their contact is suppressed
   * (docs/privacy.md#suppression), checked in the same statement; answers the inserted rows and
   * the suppressed ones. A row whose id was recorded before is skipped, suppressed contact or not
   * (its repeat answers 200 naming the original, as its Redis marker would).
   */
  insertMany(rows: R[]): Promise<InsertedRow[]>;
  /**
   * The originals of items the insert skipped, in the same order. Null where none exists: the
   * store's statement refused the item by a rule of its own (an adjustment whose event is not
   * recorded), and the item is answered not_found with nothing recorded.
   */
  findOriginals(workspaceId: string, values: T[]): Promise<(Original | null)[]>;
  /**
   * validateOnly: what inserting each item would do, read from Postgres (the truth) without
   * writing: recorded, already_received, suppressed (its contact is), or not_found (the store's
   * rule would refuse it); in the insert's order of precedence.
   */
  wouldBe(workspaceId: string, values: T[]): Promise<(WouldBe | 'not_found')[]>;
}

/** What waiting for duplicates in flight found: answers, and those whose original gave up. */
interface Waited<T extends Recordable> {
  answered: Answer[];
  takenOver: Item<T>[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FALLBACK_METRIC = 'dedupe_redis_fallback_total';

/**
 * Records submissions exactly once per (workspace, idempotency id), and answers 201 or 200 only
 * once they are durable (docs/architecture.md#guarantee-exactly-once,
 * docs/architecture.md#guarantee-durable-answers, docs/architecture.md#guarantee-in-flight-duplicates).
 * One pipeline for every kind: events (EventRecorder) and adjustments (AdjustmentRecorder) differ
 * only by their RecordStore.
 *
 * 1. Claim each id in Redis (SET NX with a short lease). A claim already marked as
 *    recorded answers 200 at once, from Redis alone. Given the request's admission (the rate
 *    limit, admission.port.ts), the same round trip counts the request first (one Lua script):
 *    over the limit it claims nothing, and record() throws 429 rate_limited before anything else.
 * 2. Insert what was claimed into Postgres, with its outbox row, in one statement. The unique
 *    index is the backstop: a row that exists already (Redis forgot it) is a 200 naming it. A row
 *    the statement refused by the store's rule is not_found, and its claim is released. A row
 *    whose contact is suppressed (docs/privacy.md#suppression) is refused by the same statement,
 *    which says so: it answers suppressed, and its claim is released, so that once the
 *    suppression is lifted the same id is recorded (never mistaken for a duplicate).
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
export class ClaimRecorder<T extends Recordable, R extends { id: string }> {
  private readonly logger: Logger;
  private readonly batcher: InsertBatcher<R>;
  private readonly markerBatcher: MarkerBatcher;
  private readonly redisFallbacks: Counter<'operation'>;
  private redisDown = false;

  constructor(
    private readonly claims: DedupeClaimsRepository,
    private readonly store: RecordStore<T, R>,
    private readonly outbox: OutboxSignal,
    metrics: MetricsService,
    private readonly settings: RecorderSettings,
  ) {
    this.logger = new Logger(new.target.name);
    this.batcher = new InsertBatcher(
      (rows) => store.insertMany(rows),
      settings.insertBatchMaxRows,
      settings.insertMaxInFlight,
    );
    this.markerBatcher = new MarkerBatcher(claims, settings.retentionSeconds);
    // One counter for every kind of recorder in the process.
    this.redisFallbacks =
      (metrics.registry.getSingleMetric(FALLBACK_METRIC) as Counter<'operation'> | undefined) ??
      new Counter({
        name: FALLBACK_METRIC,
        help: 'Dedupe operations served by Postgres alone because Redis was unreachable.',
        labelNames: ['operation'],
        registers: [metrics.registry],
      });
  }

  async record(
    workspaceId: string,
    values: T[],
    traceparent: string | null,
    admission: Admission,
  ): Promise<RecordOutcome[]> {
    const firstIndex = new Map<string, number>();
    const unique: Item<T>[] = [];
    const keys = values.map((value) => this.store.claimKey(workspaceId, value));
    values.forEach((value, index) => {
      if (!firstIndex.has(keys[index])) {
        firstIndex.set(keys[index], index);
        unique.push({ index, value, key: keys[index] });
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
    return values.map((value, index) => {
      const first = firstIndex.get(keys[index]) as number;
      const original = outcomes.get(first) as RecordOutcome;
      if (first === index || !('id' in original)) return original;
      return {
        status: 'already_received',
        id: original.id,
        receivedAt: original.receivedAt,
        payloadDiffers: !value.payloadHash.equals(values[first].payloadHash),
      };
    });
  }

  /**
   * validateOnly (docs/api.md#test-mode): counts the request like record() does, then answers
   * what recording would do, from Postgres alone: no claim, no row, no marker. A repeat inside
   * the call would be already_received, as record() answers it.
   */
  async check(workspaceId: string, values: T[], admission: Admission): Promise<RecordOutcome[]> {
    await admission.pay();
    const keys = values.map((value) => this.store.claimKey(workspaceId, value));
    const firstIndex = new Map<string, number>();
    keys.forEach((key, index) => {
      if (!firstIndex.has(key)) firstIndex.set(key, index);
    });
    const firsts = [...firstIndex.values()];
    const answers = await this.store.wouldBe(
      workspaceId,
      firsts.map((index) => values[index]),
    );
    const byIndex = new Map(firsts.map((index, i) => [index, answers[i]]));
    return values.map((_, index): RecordOutcome => {
      const first = firstIndex.get(keys[index]) as number;
      const answer = byIndex.get(first) as WouldBe | 'not_found';
      if (answer === 'not_found') return { status: 'not_found' };
      // A repeat is answered with its first occurrence: a duplicate of it, or suppressed as it is.
      const wouldBe = first === index || answer === 'suppressed' ? answer : 'already_received';
      return { status: 'valid', wouldBe };
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
  private async waitForInFlight(items: Item<T>[], token: string): Promise<Waited<T>> {
    const deadline = Date.now() + this.settings.duplicateWaitMs;
    const answered: Answer[] = [];
    const takenOver: Item<T>[] = [];
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
    for (const item of open) answered.push({ index: item.index, outcome: { status: 'in_progress' } });
    return { answered, takenOver };
  }

  /** Inserts what this call holds (or what Postgres alone decides), then marks it recorded. */
  private async insert(
    workspaceId: string,
    items: Item<T>[],
    token: string,
    traceparent: string | null,
    holdsClaims: boolean,
  ): Promise<Answer[]> {
    if (items.length === 0) return [];
    const rows = items.map((item) => this.store.toRow(item.value, uuidv7(), workspaceId, traceparent));
    let results;
    try {
      results = await this.batcher.insert(rows);
    } catch (err) {
      if (holdsClaims) await this.release(items, token);
      this.logger.error(`recording ${items.length} ${this.store.noun}(s) failed: ${(err as Error).message}`);
      throw new ProblemException(
        503,
        ProblemCode.Unavailable,
        `The ${this.store.noun} could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After; the same ${this.store.idField} is safe to resend.`,
        { headers: { 'retry-after': '2' } },
      );
    }
    this.outbox.wake();

    const answers: Answer[] = [];
    const skipped: Item<T>[] = [];
    // Nothing recorded for these: their claims are freed, so a retry once the rule holds (the
    // event is recorded, the suppression lifted) is recorded.
    const refused: Item<T>[] = [];
    const markers: { key: string; marker: RecordedMarker }[] = [];
    items.forEach((item, i) => {
      const result = results[i];
      if (result.outcome === 'skipped') {
        skipped.push(item);
        return;
      }
      if (result.outcome === 'suppressed') {
        refused.push(item);
        answers.push({ index: item.index, outcome: { status: 'suppressed' } });
        return;
      }
      const { id, receivedAt } = result;
      answers.push({ index: item.index, outcome: { status: 'recorded', id, receivedAt } });
      markers.push({
        key: item.key,
        marker: { eventId: id, receivedAt, payloadHash: item.value.payloadHash },
      });
    });
    if (skipped.length) {
      // Postgres has them already (Redis forgot, or was down): answer with the originals.
      const originals = await this.store.findOriginals(
        workspaceId,
        skipped.map((s) => s.value),
      );
      skipped.forEach((item, i) => {
        const original = originals[i];
        if (!original) {
          refused.push(item);
          answers.push({ index: item.index, outcome: { status: 'not_found' } });
          return;
        }
        answers.push({
          index: item.index,
          outcome: {
            status: 'already_received',
            id: original.id,
            receivedAt: original.receivedAt,
            payloadDiffers: !original.payloadHash.equals(item.value.payloadHash),
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
      });
    }
    if (refused.length && holdsClaims) await this.release(refused, token);
    if (holdsClaims || !this.redisDown) {
      await this.tryRedis('mark', () => this.markerBatcher.mark(markers));
    }
    return answers;
  }

  private async release(items: Item<T>[], token: string): Promise<void> {
    await this.tryRedis('release', () =>
      this.claims.releaseMany(
        items.map((i) => i.key),
        token,
      ),
    );
  }

  /** Runs a Redis step; if Redis is unreachable, counts it, logs the outage once, returns null. */
  private async tryRedis<V>(operation: string, step: () => Promise<V>): Promise<V | null> {
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
