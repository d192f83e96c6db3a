import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report projection's read model. `applied_messages` is written in the same transaction as
 * the totals it changed, so a message applied twice (redelivery, replay) changes nothing.
 */
export class CreateReports1764200000000 implements MigrationInterface {
  name = 'CreateReports1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE applied_messages (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    await queryRunner.query(`
      CREATE TABLE campaign_reports (
        workspace_id uuid NOT NULL, campaign_id text NOT NULL,
        received bigint NOT NULL DEFAULT 0, counted bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, campaign_id))`);
    await queryRunner.query(`
      CREATE TABLE campaign_reasons (
        workspace_id uuid NOT NULL, campaign_id text NOT NULL, reason text NOT NULL, count bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, campaign_id, reason))`);
    await queryRunner.query(`
      CREATE TABLE campaign_values (
        workspace_id uuid NOT NULL, campaign_id text NOT NULL, currency char(3) NOT NULL, value_minor numeric NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, campaign_id, currency))`);
    await queryRunner.query(`
      CREATE TABLE campaign_daily (
        workspace_id uuid NOT NULL, campaign_id text NOT NULL, day date NOT NULL,
        received bigint NOT NULL DEFAULT 0, counted bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, campaign_id, day))`);
    await queryRunner.query(`
      CREATE TABLE event_outcomes (
        event_id uuid PRIMARY KEY, counted boolean NOT NULL, reason text NOT NULL, message text NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE panel (
        workspace_id uuid NOT NULL, campaign_id text NOT NULL,
        event_id uuid NOT NULL, external_id text NOT NULL, name text NOT NULL, received_at timestamptz NOT NULL,
        status text NOT NULL, reason text, message text, updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, campaign_id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'panel',
      'event_outcomes',
      'campaign_daily',
      'campaign_values',
      'campaign_reasons',
      'campaign_reports',
      'applied_messages',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
