import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { BackgroundLoop, Doorbell } from '@app/runtime';
import { DedupeClaimsRepository } from '../recording/dedupe-claims.repository';
import { ConsumerErasuresRepository } from './consumer-erasures.repository';
import { CONSUMER_SERVICES } from './erasure-request-view';
import { ErasureMarkersRepository, MarkerToErase } from './erasure-markers.repository';
import { ErasureMessagesPublisher } from './erasure-messages.publisher';
import { ErasureMetrics } from './erasure-metrics';
import { ErasureRequestsRepository, OpenErasureRequest } from './erasure-requests.repository';
import { DoomedAdjustment, DoomedEvent, GatewayErasureRepository } from './gateway-erasure.repository';
import { ERASURE_SETTINGS, ErasureSettings } from './privacy-settings';

/** Requests advanced in one pass: the rest wait for the next one. */
const REQUESTS_PER_PASS = 10;
const MODES = [false, true];

/** What a pass did: another coordinator held the lock, nothing was due to change, or something changed. */
export type PassOutcome = 'locked' | 'idle' | 'worked';

export interface PassOptions {
  /** Overrides ERASURE_START_DELAY_MS for this pass (tests start a request at once). */
  startDelayMs?: number;
  /** Stops the gateway's own erasure after this many batches, as a crash would (tests). */
  maxBatches?: number;
}

/**
 * Carries erasure requests through (docs/privacy.md#erasure). For each open request whose start
 * delay (ERASURE_START_DELAY_MS) has passed:
 *
 * 1. pending -> running;
 * 2. publishes the ErasureCommandV1 for the services holding copies, and again every
 *    ERASURE_COMMAND_REPUBLISH_MS while one of them has not completed it (they do the work once);
 * 3. erases the gateway's own data in bounded batches: first each row's Redis deduplication
 *    markers (read from the rows before they go), then adjustments, outbox rows and events, each
 *    batch one statement that also adds its counts to the request, so a restart resumes with exact
 *    counts (ErasureMarkersRepository says how the Redis count survives one too);
 * 4. reads each consumer service's `erasures` record of the request;
 * 5. once every service has completed: publishes one `contact.erased` per contact, then marks the
 *    request completed and drops its contactIds. A crash between the two publishes the notices
 *    again on restart, with the same event ids.
 *
 * The start delay is longer than any insert statement takes, so an event whose insert began before
 * the contacts were suppressed has committed (and is erased) by the time the erasure starts.
 *
 * One coordinator runs at a time across every gateway process (GATEWAY_WORKERS) and replica: a
 * pass runs only while holding a session advisory lock on its own connection. Everything it knows
 * is in the request's row, so whichever process takes the lock next carries on where the last one
 * stopped. A pass that fails (Kafka, Postgres or Redis unreachable) is retried with a back-off; a
 * request whose row cannot be worked (it lost its contacts) is failed, with the reason.
 *
 * Logs name requests and counts, never a contactId or externalId.
 */
@Injectable()
export class ErasureCoordinator implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ErasureCoordinator.name);
  private readonly bell = new Doorbell();
  private readonly loop: BackgroundLoop;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly requests: ErasureRequestsRepository,
    private readonly gateway: GatewayErasureRepository,
    private readonly markers: ErasureMarkersRepository,
    private readonly claims: DedupeClaimsRepository,
    private readonly consumers: ConsumerErasuresRepository,
    private readonly publisher: ErasureMessagesPublisher,
    private readonly metrics: ErasureMetrics,
    @Inject(ERASURE_SETTINGS) private readonly settings: ErasureSettings,
  ) {
    this.loop = new BackgroundLoop(this.bell, () => this.turn(), {
      backoff: { firstMs: 1000, maxMs: 30_000 },
      ringEndsBackoff: false,
      onFailure: (err, inRow) => {
        if (inRow === 1 || inRow % 10 === 0)
          this.logger.warn(`erasure coordinator pass failed (${inRow} in a row), retrying: ${err.message}`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** Stops between batches: what is left is the next pass's, on this process or another. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  private async turn(): Promise<boolean> {
    const outcome = await this.pass();
    if (outcome !== 'worked') await this.loop.idle(this.settings.pollMs);
    return true;
  }

  /**
   * One pass over the due requests, if no other coordinator holds the lock. The loop runs it
   * again and again; tests run it directly.
   */
  async pass(options: PassOptions = {}): Promise<PassOutcome> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    let broken: Error | undefined;
    try {
      if (!(await this.requests.tryLock(runner, this.settings.lockKey))) {
        this.metrics.open.reset();
        return 'locked';
      }
      try {
        return await this.advanceDue(runner, options);
      } finally {
        await this.requests.unlock(runner, this.settings.lockKey).catch((err: Error) => (broken = err));
      }
    } catch (err) {
      broken ??= err as Error;
      throw err;
    } finally {
      await release(runner, broken);
    }
  }

  private async advanceDue(runner: QueryRunner, options: PassOptions): Promise<PassOutcome> {
    const due = await this.requests.due(
      runner,
      options.startDelayMs ?? this.settings.startDelayMs,
      this.settings.republishMs,
      REQUESTS_PER_PASS,
    );
    const budget = { batches: options.maxBatches ?? Infinity };
    let worked = false;
    const failed: string[] = [];
    for (const request of due) {
      if (this.stopping) break;
      try {
        if (await this.advance(runner, request, budget)) worked = true;
      } catch (err) {
        this.metrics.failures.inc();
        failed.push(request.id);
        this.logger.warn(`erasure request ${request.id}: pass failed, will retry: ${(err as Error).message}`);
      }
    }
    const open = await this.requests.openCounts(runner);
    this.metrics.open.set({ status: 'pending' }, open.pending);
    this.metrics.open.set({ status: 'running' }, open.running);
    if (failed.length)
      throw new Error(`${failed.length} erasure request(s) failed this pass: ${failed.join(', ')}`);
    return worked ? 'worked' : 'idle';
  }

  /** Takes one request as far as it can go now; true when anything changed. */
  private async advance(
    runner: QueryRunner,
    request: OpenErasureRequest,
    budget: { batches: number },
  ): Promise<boolean> {
    const contactIds = request.contactIds;
    if (!contactIds?.length) {
      await this.requests.fail(runner, request.id, 'The request holds no contactIds to erase.');
      this.metrics.requests.inc({ status: 'failed' });
      this.logger.error(`erasure request ${request.id} failed: its row holds no contactIds`);
      return true;
    }
    let worked = false;
    if (request.status === 'pending' && (await this.requests.markRunning(runner, request.id))) {
      this.metrics.requests.inc({ status: 'running' });
      this.logger.log(`erasure request ${request.id} started: ${contactIds.length} contact(s)`);
      worked = true;
    }

    const records = await this.consumers.read([request.id]);
    const completed = records.filter((r) => r.completedAt !== null);
    const waitingFor = CONSUMER_SERVICES.filter((s) => !completed.some((r) => r.service === s));
    if (waitingFor.length && request.commandDue) {
      await this.publisher.command({
        requestId: request.id,
        workspaceId: request.workspaceId,
        contactIds,
        requestedAt: request.requestedAt.toISOString(),
      });
      await this.requests.markCommandPublished(runner, request.id);
      this.logger.log(
        request.commandPublishedAt
          ? `erasure request ${request.id}: command published again (waiting for ${waitingFor.join(', ')})`
          : `erasure request ${request.id}: command published`,
      );
      worked = true;
    }

    let gatewayErasedAt = request.gatewayErasedAt;
    if (!gatewayErasedAt) {
      if (!(await this.eraseGateway(runner, request, contactIds, budget))) return true;
      gatewayErasedAt = await this.requests.markGatewayErased(runner, request.id);
      worked = true;
    }
    if (waitingFor.length) return worked;

    // Every service is done: the moment the last one finished is when the contacts were erased.
    const erasedAt = new Date(
      Math.max(gatewayErasedAt.getTime(), ...completed.map((r) => r.completedAt!.getTime())),
    ).toISOString();
    await this.publisher.contactsErased(
      contactIds.map((contactId) => ({
        erasureId: request.id,
        workspaceId: request.workspaceId,
        contactId,
        requestedAt: request.requestedAt.toISOString(),
        erasedAt,
      })),
    );
    if (await this.requests.complete(runner, request.id)) {
      this.metrics.requests.inc({ status: 'completed' });
      this.logger.log(
        `erasure request ${request.id} completed: ${contactIds.length} contact.erased notice(s) published`,
      );
    }
    await this.markers.forget(request.id);
    return true;
  }

  /**
   * The gateway's own rows about the contacts, batch by batch: adjustments first, then events
   * (with any adjustment recorded in between). True once none is left; false when stopped first.
   */
  private async eraseGateway(
    runner: QueryRunner,
    request: OpenErasureRequest,
    contactIds: string[],
    budget: { batches: number },
  ): Promise<boolean> {
    const { workspaceId } = request;
    const limit = this.settings.batchSize;
    let markersSoFar = request.removed.redisMarkers ?? 0;
    for (;;) {
      if (this.stopping || budget.batches <= 0) return false;
      budget.batches--;
      let adjustments: DoomedAdjustment[] = await this.gateway.nextAdjustments(
        runner,
        workspaceId,
        contactIds,
        limit,
      );
      let events: DoomedEvent[] = [];
      if (adjustments.length === 0) {
        events = await this.gateway.nextEvents(runner, workspaceId, contactIds, limit);
        if (events.length === 0) break;
        adjustments = await this.gateway.adjustmentsOf(
          runner,
          events.map((e) => e.id),
        );
      }
      const markers: MarkerToErase[] = [
        ...adjustments.flatMap((a) =>
          MODES.map((test) => ({
            key: this.claims.adjustmentKey(workspaceId, a.adjustmentId, test),
            rowId: a.id,
          })),
        ),
        ...events.flatMap((e) =>
          MODES.map((test) => ({ key: this.claims.key(workspaceId, e.externalId, test), rowId: e.id })),
        ),
      ];
      const redisMarkers = await this.markers.erase(request.id, markers);
      const removed = await this.gateway.deleteBatch(
        runner,
        request.id,
        { adjustmentIds: adjustments.map((a) => a.id), eventIds: events.map((e) => e.id) },
        redisMarkers,
      );
      this.metrics.erased.inc({ table: 'events' }, removed.events);
      this.metrics.erased.inc({ table: 'adjustments' }, removed.adjustments);
      this.metrics.erased.inc({ table: 'outbox' }, removed.outbox);
      this.metrics.erased.inc({ table: 'redis_markers' }, Math.max(0, redisMarkers - markersSoFar));
      markersSoFar = Math.max(markersSoFar, redisMarkers);
    }
    const removed = await this.requests.removedOf(runner, request.id);
    this.logger.log(`erasure request ${request.id}: gateway data erased (${describe(removed)})`);
    return true;
  }
}

function describe(removed: Record<string, number>): string {
  const parts = Object.entries(removed).map(([table, n]) => `${n} ${table}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/**
 * Returns the connection to the pool, or, after an error, destroys it: it may still hold the
 * session lock, which would then live on in the pool and keep every coordinator out.
 */
async function release(runner: QueryRunner, error: Error | undefined): Promise<void> {
  // TypeORM's public release() always returns the client to the pool; its internal
  // releasePostgresConnection(err) hands pg the error, and pg then destroys the client.
  const destroy = (runner as unknown as { releasePostgresConnection?: (err: Error) => Promise<void> })
    .releasePostgresConnection;
  await (error && destroy ? destroy.call(runner, error) : runner.release()).catch(() => undefined);
}
