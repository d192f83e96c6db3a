import { QueryRunner } from 'typeorm';

/**
 * The two tables every consumer (attribution, report projection, webhook dispatcher) keeps for
 * erasure, alike so that @app/privacy reads and writes them the same way in each
 * (docs/privacy.md#erasure):
 *
 * - `erasures`: one row per erasure request the service has carried out (or is carrying out):
 *   what it removed, by table (`removed`, added to in the transaction of each batch it deletes),
 *   and when it started and completed. The gateway reads it to complete the request.
 * - `erased_contacts`: the keyed hash (docs/privacy.md#keyed-hashes) of every contact erased there,
 *   and when: a message about one, recorded before then and read after, is dropped. No contactId
 *   is kept.
 *
 * Each service's erasure migration calls these. They are part of those migrations, so they stay as
 * they are: a later change to either table is a new migration of each service.
 */
export async function createConsumerErasureTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE erasures (
      request_id uuid PRIMARY KEY,
      workspace_id uuid NOT NULL,
      removed jsonb NOT NULL DEFAULT '{}',
      started_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )`);
  await queryRunner.query(`
    CREATE TABLE erased_contacts (
      workspace_id uuid NOT NULL,
      contact_hash bytea NOT NULL,
      erased_at timestamptz NOT NULL,
      PRIMARY KEY (workspace_id, contact_hash)
    )`);
}

/** Undoes createConsumerErasureTables. */
export async function dropConsumerErasureTables(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE erased_contacts`);
  await queryRunner.query(`DROP TABLE erasures`);
}
