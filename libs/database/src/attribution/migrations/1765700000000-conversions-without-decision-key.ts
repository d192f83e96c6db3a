import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the foreign key from conversions to decisions: it cost a lookup of the decision (and an
 * after-trigger) for every counted conversion stored, about a tenth of what storing a chunk's
 * decisions and conversions costs, and guarded nothing the code does not already hold by
 * construction.
 *
 * Why that is safe: attribution alone writes both tables, and
 * - a conversion is inserted only by the statement that inserts its decision, from the rows that
 *   very statement returned as inserted (DecisionsRepository.insert), so none is stored without
 *   its decision;
 * - every path that deletes decisions (the retention sweep, the test-data sweep, erasure) deletes
 *   their conversions in the same statement, from the same set of event ids, so none outlives its
 *   decision; adjustments only update conversions that exist.
 * The primary key on conversions (event_id) stays: a counted conversion is still stored once.
 */
export class ConversionsWithoutDecisionKey1765700000000 implements MigrationInterface {
  name = 'ConversionsWithoutDecisionKey1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversions DROP CONSTRAINT IF EXISTS conversions_event_id_fkey`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE conversions ADD CONSTRAINT conversions_event_id_fkey FOREIGN KEY (event_id) REFERENCES decisions (event_id)`,
    );
  }
}
