import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns, managed through the gateway's API. The attribution service reads them (never
 * writes): a decision uses the campaign as it is when the event is processed.
 */
export class CreateCampaigns1764000000000 implements MigrationInterface {
  name = 'CreateCampaigns1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE campaigns (
        workspace_id uuid NOT NULL,
        id text NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        status text NOT NULL CHECK (status IN ('draft', 'active', 'paused', 'ended')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        ended_at timestamptz,
        goals text[] NOT NULL CHECK (cardinality(goals) BETWEEN 1 AND 50),
        attribution_window_days integer NOT NULL CHECK (attribution_window_days BETWEEN 0 AND 90),
        counting_mode text NOT NULL CHECK (counting_mode IN ('every', 'once_per_contact')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, id),
        CHECK (ends_at IS NULL OR ends_at > starts_at)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE campaigns`);
  }
}
