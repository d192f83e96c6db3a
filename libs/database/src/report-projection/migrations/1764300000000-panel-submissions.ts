import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The panel shows the latest submission of any kind, not only recorded events: a duplicate or a
 * rejected body (from the gateway's submission notices) takes the slot too. `submission_id` is
 * the event id or the notice id; `event_id` is the event, or for a duplicate the original.
 */
export class PanelSubmissions1764300000000 implements MigrationInterface {
  name = 'PanelSubmissions1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE panel ADD COLUMN submission_id uuid`);
    await queryRunner.query(`UPDATE panel SET submission_id = event_id`);
    await queryRunner.query(`
      ALTER TABLE panel
        ALTER COLUMN submission_id SET NOT NULL,
        ADD COLUMN kind text NOT NULL DEFAULT 'event',
        ALTER COLUMN event_id DROP NOT NULL,
        ALTER COLUMN external_id DROP NOT NULL,
        ALTER COLUMN name DROP NOT NULL,
        ADD COLUMN original_received_at timestamptz,
        ADD COLUMN errors jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM panel WHERE kind <> 'event'`);
    await queryRunner.query(`
      ALTER TABLE panel
        DROP COLUMN errors, DROP COLUMN original_received_at, DROP COLUMN kind, DROP COLUMN submission_id,
        ALTER COLUMN event_id SET NOT NULL, ALTER COLUMN external_id SET NOT NULL, ALTER COLUMN name SET NOT NULL`);
  }
}
