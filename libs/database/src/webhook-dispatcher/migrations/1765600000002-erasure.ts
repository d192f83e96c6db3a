import { MigrationInterface, QueryRunner } from 'typeorm';
import { createConsumerErasureTables, dropConsumerErasureTables } from '../../consumer-erasure-tables';

/**
 * Erasure in the webhook dispatcher (docs/privacy.md#erasure).
 *
 * - `erasures` and `erased_contacts`, as in every consumer (consumer-erasure-tables.ts): what
 *   each erasure request removed here, and the keyed hashes of the contacts erased (a message
 *   about one, recorded before the erasure and read after it, makes no webhook).
 * - `messages.contact_id`: the contact a message is about (its body names it), set when the
 *   message is made; null for a webhook.test. Existing rows get it from their body, once, here
 *   (each body is parsed once; the table holds the delivery log's retention). Indexed (the
 *   messages that name a contact only), so an erasure finds a contact's messages, and with them
 *   their deliveries and attempts (which hold the receivers' answers), without reading the table.
 */
export class Erasure1765600000002 implements MigrationInterface {
  name = 'Erasure1765600000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createConsumerErasureTables(queryRunner);
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN contact_id text`);
    // event.recorded carries the event as data; the conversion.* types carry it as data.event.
    await queryRunner.query(`
      UPDATE messages
         SET contact_id = coalesce(body::jsonb #>> '{data,contactId}', body::jsonb #>> '{data,event,contactId}')
       WHERE type <> 'webhook.test'`);
    await queryRunner.query(
      `CREATE INDEX messages_contact_idx ON messages (workspace_id, contact_id) WHERE contact_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_contact_idx`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN contact_id`);
    await dropConsumerErasureTables(queryRunner);
  }
}
