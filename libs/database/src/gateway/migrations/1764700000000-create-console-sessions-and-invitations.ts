import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Console sign-in state (docs/architecture.md#console-sessions).
 *
 * - `console_sessions`: one row per signed-in browser, so a session can be revoked one at a time
 *   or all of a user's at once. The row is found by the SHA-256 of the cookie's session id: the
 *   id itself is never stored, so a copy of the table cannot be replayed as a cookie. A session
 *   ends at `expires_at` (absolute) or after the idle timeout since `last_seen_at`.
 * - `invitations`: an owner's one-time link to join a workspace with a role, stored as the
 *   SHA-256 of its token only, for 7 days; `accepted_at` records its one use.
 */
export class CreateConsoleSessionsAndInvitations1764700000000 implements MigrationInterface {
  name = 'CreateConsoleSessionsAndInvitations1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE console_sessions (
        id_hash bytea PRIMARY KEY CHECK (length(id_hash) = 32),
        user_id uuid NOT NULL REFERENCES console_users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX console_sessions_user_idx ON console_sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'viewer')),
        token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
        invited_by uuid REFERENCES console_users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX invitations_workspace_idx ON invitations (workspace_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invitations`);
    await queryRunner.query(`DROP TABLE console_sessions`);
  }
}
