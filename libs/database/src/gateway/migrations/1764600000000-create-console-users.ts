import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People who sign in to the console (docs/console.md#roles), as opposed to integrators' API keys.
 *
 * - `console_users`: one row per person. The email is unique whatever its case; the password is an
 *   Argon2id PHC string, NULL until the person sets one through a one-time link.
 * - `memberships`: which workspaces a user may open and with which role; the role decides the
 *   scopes a session gets on the /v1 API (libs/auth console-users/roles.ts).
 * - `password_tokens`: one-time set-password links. Only the SHA-256 of the token is stored, so a
 *   copy of the database cannot be turned into a working link.
 */
export class CreateConsoleUsers1764600000000 implements MigrationInterface {
  name = 'CreateConsoleUsers1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE console_users (
        id uuid PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        password_changed_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX console_users_email_idx ON console_users (lower(email))`);
    await queryRunner.query(`
      CREATE TABLE memberships (
        user_id uuid NOT NULL REFERENCES console_users (id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'viewer')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, workspace_id)
      )`);
    await queryRunner.query(`CREATE INDEX memberships_workspace_idx ON memberships (workspace_id)`);
    await queryRunner.query(`
      CREATE TABLE password_tokens (
        token_hash bytea PRIMARY KEY CHECK (length(token_hash) = 32),
        user_id uuid NOT NULL REFERENCES console_users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_tokens_user_idx ON password_tokens (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_tokens`);
    await queryRunner.query(`DROP TABLE memberships`);
    await queryRunner.query(`DROP TABLE console_users`);
  }
}
