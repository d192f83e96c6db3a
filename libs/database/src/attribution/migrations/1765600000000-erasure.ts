import { MigrationInterface, QueryRunner } from 'typeorm';
import { createConsumerErasureTables, dropConsumerErasureTables } from '../../consumer-erasure-tables';

/**
 * Erasure in attribution (docs/privacy.md#erasure).
 *
 * - `erasures` and `erased_contacts`, as in every consumer (consumer-erasure-tables.ts): what each
 *   erasure request removed here, and the keyed hashes of the contacts erased (a recorded event or
 *   adjustment about one, recorded before the erasure and read after it, is dropped instead of
 *   decided).
 * - Indexes on (workspace_id, contact_id) of decisions and adjustment_decisions, so an erasure
 *   finds a contact's rows without reading the tables (conversions go with their decisions).
 */
export class Erasure1765600000000 implements MigrationInterface {
  name = 'Erasure1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createConsumerErasureTables(queryRunner);
    await queryRunner.query(`CREATE INDEX decisions_contact_idx ON decisions (workspace_id, contact_id)`);
    await queryRunner.query(
      `CREATE INDEX adjustment_decisions_contact_idx ON adjustment_decisions (workspace_id, contact_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX adjustment_decisions_contact_idx`);
    await queryRunner.query(`DROP INDEX decisions_contact_idx`);
    await dropConsumerErasureTables(queryRunner);
  }
}
