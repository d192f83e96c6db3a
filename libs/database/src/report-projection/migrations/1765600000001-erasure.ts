import { MigrationInterface, QueryRunner } from 'typeorm';
import { createConsumerErasureTables, dropConsumerErasureTables } from '../../consumer-erasure-tables';

/**
 * Erasure in the report projection (docs/privacy.md#erasure).
 *
 * - `erasures` and `erased_contacts`, as in every consumer (consumer-erasure-tables.ts): what
 *   each erasure request removed here, and the keyed hashes of the contacts erased (a message
 *   about one, recorded before the erasure and read after it, is dropped).
 * - `contact_id` on `panel`, `event_outcomes` and `adjustment_outcomes` (whose `workspace_id` the
 *   retention migration before this one added), set from now on from the messages that write
 *   them, so an erasure finds a contact's rows by index. The projection keeps no list of a
 *   contact's events to find them otherwise (the panel holds only each campaign's latest
 *   submission). Rows written before this migration carry no contact: nothing here can tell
 *   whose they are. A panel entry is replaced by its campaign's next submission; old outcomes (an
 *   event id, a reason and its sentence) name no contact themselves, and the retention sweep
 *   removes those whose event the gateway no longer has (erased included).
 * - The campaign totals (campaign_reports, campaign_values, campaign_daily, campaign_reasons)
 *   name no contact and stay.
 */
export class Erasure1765600000001 implements MigrationInterface {
  name = 'Erasure1765600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createConsumerErasureTables(queryRunner);
    await queryRunner.query(`ALTER TABLE panel ADD COLUMN contact_id text`);
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN contact_id text`);
      await queryRunner.query(
        `CREATE INDEX ${table}_contact_idx ON ${table} (workspace_id, contact_id) WHERE contact_id IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(`DROP INDEX ${table}_contact_idx`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN contact_id`);
    }
    await queryRunner.query(`ALTER TABLE panel DROP COLUMN contact_id`);
    await dropConsumerErasureTables(queryRunner);
  }
}
