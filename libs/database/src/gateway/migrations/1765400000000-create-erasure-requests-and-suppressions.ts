import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure requests and the suppression list (docs/privacy.md#erasure, docs/privacy.md#suppression).
 *
 * - `erasure_requests`: one per POST .../erasure-requests, worked through by the gateway's erasure
 *   coordinator. `contact_ids` holds the contacts only while the request is open: it is set to NULL
 *   when the request completes (a CHECK says so), so a completed request keeps no contactId, only
 *   `contact_count`. `removed` is the gateway's own count of what it erased, by table, updated in
 *   the same transaction as each batch it deletes, so a coordinator that crashed resumes with exact
 *   counts. The step columns (`command_published_at`, `gateway_erased_at`, `notices_published_at`)
 *   say how far the request got, so a restart picks up where the last runner stopped.
 * - `erasure_requests_open_idx`: the coordinator's scan of open requests, small (open ones only).
 * - `suppressions`: a keyed hash of each suppressed contact (HMAC under PRIVACY_HASH_KEY,
 *   docs/privacy.md#keyed-hashes), never the contactId. The primary key is what intake checks each
 *   new event against; reason `erasure` rows are written with their request, in its transaction,
 *   and stay after it completes. No foreign key to erasure_requests: a manual suppression has none,
 *   and the row must outlive whatever happens to the request.
 */
export class CreateErasureRequestsAndSuppressions1765400000000 implements MigrationInterface {
  name = 'CreateErasureRequestsAndSuppressions1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE erasure_requests (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
        contact_ids text[],
        contact_count integer NOT NULL CHECK (contact_count > 0),
        -- Millisecond precision, like the API that shows them.
        requested_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        requested_by text,
        started_at timestamptz,
        command_published_at timestamptz,
        gateway_erased_at timestamptz,
        notices_published_at timestamptz,
        completed_at timestamptz,
        removed jsonb NOT NULL DEFAULT '{}',
        error text,
        CONSTRAINT erasure_requests_completed_keeps_no_contacts CHECK (status <> 'completed' OR contact_ids IS NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX erasure_requests_workspace_idx ON erasure_requests (workspace_id, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX erasure_requests_open_idx ON erasure_requests (requested_at) WHERE status IN ('pending', 'running')`,
    );
    await queryRunner.query(`
      CREATE TABLE suppressions (
        workspace_id uuid NOT NULL,
        contact_hash bytea NOT NULL CHECK (octet_length(contact_hash) = 32),
        reason text NOT NULL CHECK (reason IN ('erasure', 'manual')),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        erasure_request_id uuid,
        PRIMARY KEY (workspace_id, contact_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE suppressions`);
    await queryRunner.query(`DROP TABLE erasure_requests`);
  }
}
