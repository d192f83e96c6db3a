import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErasureCommandV1 } from '@app/contracts';
import {
  CONSUMER_PRIVACY,
  ConsumerPrivacySettings,
  ERASURE_STEPS,
  ErasureSteps,
  RemovedRows,
} from './consumer-privacy-settings';
import { ErasedContacts } from './erased-contacts';

/** What handling one command did. */
export type ErasureOutcome = 'completed' | 'already-completed';

/** Adds a batch's counts to the totals so far (both by table). */
export function addRemoved(total: RemovedRows, batch: RemovedRows): RemovedRows {
  const sum: RemovedRows = { ...total };
  for (const [table, n] of Object.entries(batch)) sum[table] = (sum[table] ?? 0) + n;
  return sum;
}

/**
 * A consumer service's part of an erasure request (docs/privacy.md#erasure), one command at a
 * time, recorded in its own `erasures` table, which the gateway reads to complete the request:
 *
 * 1. In one transaction: the request's row (its `removed` counts at 0 for every table) and a
 *    tombstone per contact (ErasedContacts.record). From then on, a message about one of them
 *    recorded before now is dropped by every write path instead of stored.
 * 2. Waits out the writes of the workspace that checked for tombstones before they committed
 *    (ErasedContacts.waitForWriters): what they stored is then there to delete.
 * 3. Each step, in order, as bounded DELETEs (at most `batchSize` rows of its main table), each in
 *    a short transaction of its own that also adds what it removed to `removed`, under the row's
 *    lock: a crash anywhere leaves counts that match what is gone, and a rerun goes on from there.
 * 4. Sets `completed_at`.
 *
 * A command for a completed request does nothing; one for a started request (the gateway
 * republishes until every service has recorded it; a redelivery after a crash) skips step 1 and
 * goes on. Nothing here logs a contactId.
 */
@Injectable()
export class ConsumerErasure {
  private readonly log = new Logger(ConsumerErasure.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tombstones: ErasedContacts,
    @Inject(ERASURE_STEPS) private readonly erasure: ErasureSteps,
    @Inject(CONSUMER_PRIVACY) private readonly settings: ConsumerPrivacySettings,
  ) {}

  /** Carries out the commands in order; `heartbeat` is called between batches (long erasures). */
  async eraseAll(
    commands: ErasureCommandV1[],
    heartbeat: () => Promise<void> = async () => undefined,
  ): Promise<ErasureOutcome[]> {
    const outcomes: ErasureOutcome[] = [];
    for (const command of commands) outcomes.push(await this.erase(command, heartbeat));
    return outcomes;
  }

  async erase(
    command: ErasureCommandV1,
    heartbeat: () => Promise<void> = async () => undefined,
  ): Promise<ErasureOutcome> {
    const { requestId, workspaceId } = command;
    const state = await this.db.transaction(async (tx) => {
      const zero = Object.fromEntries(this.erasure.tables.map((t) => [t, 0]));
      const created: unknown[] = await tx.query(
        `INSERT INTO erasures (request_id, workspace_id, removed) VALUES ($1, $2, $3)
         ON CONFLICT (request_id) DO NOTHING RETURNING 1`,
        [requestId, workspaceId, JSON.stringify(zero)],
      );
      if (created.length > 0) {
        await this.tombstones.record(tx, workspaceId, command.contactIds);
        return 'started';
      }
      const [row]: { completed: boolean }[] = await tx.query(
        `SELECT completed_at IS NOT NULL AS completed FROM erasures WHERE request_id = $1`,
        [requestId],
      );
      return row.completed ? 'completed' : 'resumed';
    });
    if (state === 'completed') return 'already-completed';

    await this.db.transaction((tx) => this.tombstones.waitForWriters(tx, workspaceId));
    const target = { workspaceId, contactIds: command.contactIds };
    const limit = this.settings.batchSize;
    let removed: RemovedRows = {};
    for (const step of this.erasure.steps) {
      for (;;) {
        await heartbeat();
        const batch = await this.db.transaction(async (tx) => {
          // The row's lock makes two handlers of one request (a rebalance in flight) add in turn.
          const [row]: { removed: RemovedRows; completed: boolean }[] = await tx.query(
            `SELECT removed, completed_at IS NOT NULL AS completed FROM erasures WHERE request_id = $1 FOR UPDATE`,
            [requestId],
          );
          if (row.completed) return null;
          const gone = await step(tx, target, limit);
          removed = addRemoved(row.removed, gone);
          await tx.query(`UPDATE erasures SET removed = $2 WHERE request_id = $1`, [
            requestId,
            JSON.stringify(removed),
          ]);
          return gone;
        });
        if (batch === null) return 'already-completed';
        if (Math.max(0, ...Object.values(batch)) < limit) break;
      }
    }
    await this.db.query(
      `UPDATE erasures SET completed_at = now() WHERE request_id = $1 AND completed_at IS NULL`,
      [requestId],
    );
    this.log.log(
      `erasure ${requestId} (${command.contactIds.length} contact(s) of workspace ${workspaceId}) done: removed ${describe(removed)}`,
    );
    return 'completed';
  }
}

function describe(removed: RemovedRows): string {
  const parts = Object.entries(removed).map(([table, n]) => `${n} ${table}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}
