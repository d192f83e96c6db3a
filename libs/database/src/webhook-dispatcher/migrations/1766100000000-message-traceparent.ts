import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trace a message belongs to (docs/operations.md#traces): the `traceparent` of the span that
 * made it from its Kafka message, so that each delivery attempt, sent later from the table, is a
 * span in that trace. Null for messages made before this, by a command or a notice, or when the
 * Kafka message had none. Nullable without a default: adding it rewrites nothing.
 */
export class MessageTraceparent1766100000000 implements MigrationInterface {
  name = 'MessageTraceparent1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN traceparent text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN traceparent`);
  }
}
