import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables are unqualified: the connection's search_path is the gateway schema (see data-source.ts). */
export class CreateWorkspacesAndApiKeys1763800000000 implements MigrationInterface {
  name = 'CreateWorkspacesAndApiKeys1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        secret_hash bytea NOT NULL CHECK (length(secret_hash) = 32),
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX api_keys_workspace_created_idx ON api_keys (workspace_id, created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_keys`);
    await queryRunner.query(`DROP TABLE workspaces`);
  }
}
