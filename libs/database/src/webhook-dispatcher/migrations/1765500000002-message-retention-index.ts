import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention sweep (docs/privacy.md#retention) deletes each workspace's webhook messages (with
 * their deliveries and attempts) once they outlive the workspace's webhookLogRetentionDays: this
 * index lets it find one workspace's oldest messages by an index range.
 */
export class MessageRetentionIndex1765500000002 implements MigrationInterface {
  name = 'MessageRetentionIndex1765500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX messages_workspace_created_idx ON messages (workspace_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_workspace_created_idx`);
  }
}
