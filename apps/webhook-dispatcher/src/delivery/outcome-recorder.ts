import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Observable, Subject } from 'rxjs';
import { ExhaustedDelivery } from '../messages/operational-notices';
import { DeliveryLatencyMetrics, EventReceipt } from './delivery-latency-metrics';
import {
  AttemptRow,
  DeliveryUpdate,
  HealthUpdate,
  OutcomesRepository,
  RecordResult,
} from './outcomes.repository';

export interface Outcome {
  update: DeliveryUpdate;
  /** The attempt, if one was made (a delivery failed at claim time has none). */
  attempt: AttemptRow | null;
  /** What the attempt says of the endpoint's health; null: nothing (no attempt, or our own fault). */
  health: 'success' | 'failure' | null;
  /** A successful attempt's event, for webhook_event_delivery_latency_seconds (DeliveryLatencyMetrics). */
  received?: EventReceipt | null;
}

export interface RecorderSettings {
  /** Longest an outcome waits for its batch. */
  flushMs: number;
  /** Outcomes that make a batch be written at once. */
  maxBatch: number;
}
export const RECORDER_SETTINGS = Symbol('RECORDER_SETTINGS');

const MAX_BACKOFF_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes outcomes in batches (every `flushMs`, or at once when `maxBatch` are waiting), each
 * batch in one statement (OutcomesRepository.record): its attempts, its deliveries' new state,
 * and its endpoints' health. One batch is written at a time; the next gathers meanwhile.
 *
 * Until its outcome is written, a delivery keeps its claim's lease, so nobody else sends it. If
 * a write fails (Postgres away), the batch is kept and written again with growing delays; if
 * the process dies first, the leases end and the deliveries are sent again (at least once).
 * An outcome arriving after its lease ended and the row was claimed again is fenced out by the
 * repository (its attempt is still recorded).
 *
 * Each batch written is published on `recorded` (each endpoint's failing_since after it):
 * endpoint health subscribes, so the recorder knows nobody that reacts to it.
 */
@Injectable()
export class OutcomeRecorder {
  private readonly logger = new Logger(OutcomeRecorder.name);
  private pending: Outcome[] = [];
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private readonly written = new Subject<RecordResult>();
  readonly recorded: Observable<RecordResult> = this.written.asObservable();

  constructor(
    private readonly repository: OutcomesRepository,
    @Inject(RECORDER_SETTINGS) private readonly settings: RecorderSettings,
    @Optional() private readonly latency?: DeliveryLatencyMetrics,
  ) {}

  add(outcome: Outcome): void {
    this.pending.push(outcome);
    this.schedule();
  }

  /** Writes everything waiting, trying a few times; what still fails comes back after its lease. */
  async close(tries = 3): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (let i = 0; i < tries && (this.writing || this.pending.length > 0);) {
      if (this.writing) await this.writing;
      else {
        const before = this.failures;
        this.writing = this.write();
        await this.writing;
        if (this.failures > before) i++;
      }
    }
    if (this.pending.length > 0) {
      this.logger.warn(
        `${this.pending.length} delivery outcomes could not be written; those deliveries are sent again when their lease ends`,
      );
    }
  }

  private schedule(): void {
    if (this.writing || this.closed) return; // the write in progress schedules the next; close() writes the rest
    if (this.pending.length >= this.settings.maxBatch) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.writing = this.write();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.writing) this.writing = this.write();
      }, this.settings.flushMs);
    }
  }

  private async write(): Promise<void> {
    const batch = this.pending.splice(0, this.settings.maxBatch);
    try {
      if (batch.length > 0) {
        const result = await this.repository.record(
          batch.flatMap((o) => (o.attempt ? [o.attempt] : [])),
          batch.map((o) => o.update),
          healthOf(batch),
          exhaustedOf(batch),
        );
        if (this.failures > 0) this.logger.log('delivery outcomes are being written again');
        this.failures = 0;
        this.written.next(result);
        this.latency?.observe(batch);
      }
    } catch (err) {
      this.failures++;
      this.pending = batch.concat(this.pending);
      if (this.failures === 1 || this.failures % 20 === 0) {
        this.logger.warn(
          `writing ${batch.length} delivery outcomes failed (${(err as Error).message}); retrying`,
        );
      }
      await sleep(Math.min(50 * 2 ** this.failures, MAX_BACKOFF_MS));
    } finally {
      this.writing = null;
      if (this.pending.length > 0) this.schedule();
    }
  }
}

/**
 * The batch's deliveries that end failed after an attempt (their schedule, or a redelivery's single
 * attempt, used up): each may send a message.attempt.exhausted. A 410 is not one: it disables the
 * endpoint, and its endpoint.disabled tells.
 */
export function exhaustedOf(batch: Outcome[]): ExhaustedDelivery[] {
  return batch.flatMap((o) =>
    o.attempt && o.update.status === 'failed' && o.attempt.statusCode !== 410
      ? [
          {
            endpointId: o.attempt.endpointId,
            messageId: o.attempt.messageId,
            attemptedAt: o.attempt.attemptedAt,
            statusCode: o.attempt.statusCode,
            error: o.attempt.error,
          },
        ]
      : [],
  );
}

/** Each endpoint's health after the batch's attempts, in the order they started. */
export function healthOf(batch: Outcome[]): HealthUpdate[] {
  const attempts = batch
    .flatMap((o) => (o.attempt && o.health ? [{ ...o.attempt, ok: o.health === 'success' }] : []))
    .sort((a, b) => a.attemptedAt.getTime() - b.attemptedAt.getTime());
  const byEndpoint = new Map<string, HealthUpdate>();
  for (const a of attempts) {
    let h = byEndpoint.get(a.endpointId);
    if (!h) {
      h = { endpointId: a.endpointId, lastSuccessAt: null, failingSince: null };
      byEndpoint.set(a.endpointId, h);
    }
    if (a.ok) {
      h.lastSuccessAt = a.attemptedAt;
      h.failingSince = null;
    } else {
      h.failingSince ??= a.attemptedAt;
    }
  }
  return [...byEndpoint.values()];
}
