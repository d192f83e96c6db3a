import { Inject, Injectable } from '@nestjs/common';
import { QueryRunner } from 'typeorm';
import { Removed, SweepStep } from '@app/runtime';
import { GATEWAY_SCHEMA } from '../gateway-schema';

/**
 * SQL choosing up to $2 messages to delete as of $1, none with a delivery still pending or failing
 * (checked again under lock): a statement of its own, before the batch's transaction locks them.
 */
type Selection = (gatewaySchema: string) => string;

/** Test traffic's messages created before the cutoff ($1), oldest first (docs/webhooks.md#test-traffic). */
const OLD_TEST_MESSAGES: Selection = () =>
  `SELECT m.id FROM messages m
    WHERE m.test AND m.created_at < $1
      AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = m.id AND d.next_attempt_at IS NOT NULL)
    ORDER BY m.created_at
    LIMIT $2`;

/**
 * Each workspace's messages created more than its webhookLogRetentionDays before the sweep's clock
 * ($1), the days read from the gateway's `workspaces` (read-only), each workspace probed through
 * the (workspace_id, created_at) index.
 */
const EXPIRED_MESSAGES: Selection = (gatewaySchema) =>
  `SELECT m.id FROM "${gatewaySchema}".workspaces w
   CROSS JOIN LATERAL (
     SELECT m.id FROM messages m
      WHERE m.workspace_id = w.id
        AND m.created_at < $1::timestamptz - make_interval(days => w.webhook_log_retention_days)
        AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = m.id AND d.next_attempt_at IS NOT NULL)
      LIMIT $2) m
   LIMIT $2`;

/**
 * The dispatcher's deletions, for both of its sweeps: old test traffic (TestDataRetention,
 * TEST_DATA_RETENTION_DAYS) and each workspace's delivery log past its webhookLogRetentionDays
 * (WorkspaceRetention, docs/privacy.md#retention). Either way a batch is messages with their
 * deliveries and attempts, removed in one short transaction, guarded against the delivery engine:
 * 1. the messages are locked (SKIP LOCKED: one a fan-out is adding a delivery to is left for the
 *    next sweep), so no delivery is added to them meanwhile;
 * 2. their deliveries are locked, and a message with one still pending or failing (claimed, or
 *    with a retry ahead) is kept: a message is removed only once every delivery of it has ended
 *    (delivered, or failed for good), so an attempt's outcome never finds its row gone. It goes
 *    on a later sweep.
 * One replica sweeps at a time: the sweeper holds its advisory lock around the batches.
 */
@Injectable()
export class MessageRetentionRepository {
  constructor(@Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string) {}

  /** TestDataRetention's step: `at` is the cutoff. */
  readonly testDataSteps: SweepStep[] = [
    (runner, cutoff, limit) => this.removeBatch(runner, OLD_TEST_MESSAGES, cutoff, limit),
  ];

  /** WorkspaceRetention's step: `at` is the sweep's clock. */
  readonly retentionSteps: SweepStep[] = [
    (runner, now, limit) => this.removeBatch(runner, EXPIRED_MESSAGES, now, limit),
  ];

  /** Up to `limit` messages of `selection`, with their deliveries and attempts, in one transaction. */
  async removeBatch(runner: QueryRunner, selection: Selection, at: Date, limit: number): Promise<Removed> {
    const chosen: { id: string }[] = await runner.query(selection(this.gatewaySchema), [at, limit]);
    if (chosen.length === 0) return { messages: 0, deliveries: 0, attempts: 0 };
    await runner.startTransaction();
    try {
      const locked: { id: string }[] = await runner.query(
        `SELECT id FROM messages WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE SKIP LOCKED`,
        [chosen.map((m) => m.id)],
      );
      // FOR UPDATE answers with each row as it is once locked (a claim committed meanwhile shows).
      const deliveries: { message_id: string; busy: boolean }[] = await runner.query(
        `SELECT message_id, next_attempt_at IS NOT NULL AS busy
           FROM deliveries WHERE message_id = ANY($1::text[])
          ORDER BY endpoint_id, message_id
          FOR UPDATE`,
        [locked.map((m) => m.id)],
      );
      const busy = new Set(deliveries.filter((d) => d.busy).map((d) => d.message_id));
      const ids = locked.map((m) => m.id).filter((id) => !busy.has(id));
      const [, attempts]: [unknown, number] = await runner.query(
        `DELETE FROM attempts a USING deliveries d
          WHERE d.message_id = ANY($1::text[]) AND a.endpoint_id = d.endpoint_id AND a.message_id = d.message_id`,
        [ids],
      );
      const [, removedDeliveries]: [unknown, number] = await runner.query(
        `DELETE FROM deliveries WHERE message_id = ANY($1::text[])`,
        [ids],
      );
      const [, messages]: [unknown, number] = await runner.query(
        `DELETE FROM messages WHERE id = ANY($1::text[])`,
        [ids],
      );
      await runner.commitTransaction();
      // Some kept (a delivery claimed since they were chosen) make the batch short: the sweep
      // stops there, and the rest go at the next one.
      return { messages, deliveries: removedDeliveries, attempts };
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    }
  }
}
