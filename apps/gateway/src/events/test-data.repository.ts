import { QueryRunner } from 'typeorm';
import { SweepStep } from '@app/runtime';

/**
 * Deletes test traffic's rows older than a cutoff from the gateway's tables (docs/api.md#test-mode):
 * test adjustments, then test events. One bounded statement per call (TestDataRetention loops); SQL
 * only, and only rows marked `test` (read through the partial indexes that hold nothing else), so
 * live rows are never read nor touched. A row still waiting in the outbox is kept for a later
 * sweep: it is deleted only once it was published.
 */
export class TestDataRepository {
  /**
   * Up to `limit` test adjustments received before `cutoff`, or whose event is: an event goes
   * with all its adjustments, so none is left naming an event that is gone.
   */
  async deleteAdjustments(runner: QueryRunner, cutoff: Date, limit: number): Promise<number> {
    const [row]: { n: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT a.id FROM adjustments a
          WHERE a.test
            AND (a.received_at < $1 OR a.event_id IN (SELECT id FROM events WHERE test AND received_at < $1))
            AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.adjustment_id = a.id)
          LIMIT $2),
       gone AS (DELETE FROM adjustments a USING doomed d WHERE a.id = d.id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [cutoff, limit],
    );
    return row.n;
  }

  /** Up to `limit` test events received before `cutoff` whose adjustments are gone. */
  async deleteEvents(runner: QueryRunner, cutoff: Date, limit: number): Promise<number> {
    const [row]: { n: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT e.id FROM events e
          WHERE e.test AND e.received_at < $1
            AND NOT EXISTS (SELECT 1 FROM adjustments a WHERE a.event_id = e.id)
            AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.event_id = e.id)
          LIMIT $2),
       gone AS (DELETE FROM events e USING doomed d WHERE e.id = d.id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [cutoff, limit],
    );
    return row.n;
  }
}

/** The gateway's steps for TestDataRetention: adjustments first, as an event goes only once its adjustments are gone. */
export function testDataSteps(repository = new TestDataRepository()): SweepStep[] {
  return [
    async (runner, cutoff, limit) => ({
      adjustments: await repository.deleteAdjustments(runner, cutoff, limit),
    }),
    async (runner, cutoff, limit) => ({ events: await repository.deleteEvents(runner, cutoff, limit) }),
  ];
}
