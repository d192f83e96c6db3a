import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attribution service's own schema: one decision per event (the primary key makes a
 * redelivered event find its decision instead of making a second), and the counted conversions
 * that a contact's history is read from.
 */
export class CreateDecisions1764100000000 implements MigrationInterface {
  name = 'CreateDecisions1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE decisions (
        event_id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        campaign_id text,
        contact_id text NOT NULL,
        counted boolean NOT NULL,
        reason text NOT NULL,
        message text NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE conversions (
        event_id uuid PRIMARY KEY REFERENCES decisions (event_id),
        workspace_id uuid NOT NULL,
        campaign_id text NOT NULL,
        contact_id text NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX conversions_contact_idx ON conversions (workspace_id, campaign_id, contact_id, occurred_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE conversions`);
    await queryRunner.query(`DROP TABLE decisions`);
  }
}
