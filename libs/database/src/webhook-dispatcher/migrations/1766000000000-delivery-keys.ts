import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fewer index entries per delivery (docs/architecture.md, the webhook dispatcher's store): every
 * delivery writes its row three times (made, claimed, its outcome), and none of these updates can
 * be HOT, since each moves next_attempt_at, which the due index holds; so each write adds an entry
 * to every index of the table. Two indexes duplicated another in all but column order:
 *
 * - `deliveries`: the primary key becomes (message_id, endpoint_id), and deliveries_message_idx
 *   (message_id) goes: every read by message id (the retention sweep, erasure, the check that
 *   deleting a message leaves no delivery, the contact-data export) uses the key's prefix, and every
 *   read by both columns (claims, outcomes, redeliver, the delivery log's message) finds its row by
 *   the key as before. Reads by endpoint alone (the delivery log's pages, recover) use
 *   deliveries_log_idx, whose prefix is the endpoint; claims use the due index. One index entry
 *   fewer on each of the three writes.
 * - `attempts`: the primary key becomes (endpoint_id, message_id, id), and attempts_delivery_idx,
 *   the same columns, goes: nothing reads an attempt by its id alone; the delivery log reads a
 *   delivery's attempts by that prefix, newest id first, and erasure and retention delete them
 *   through it. One index entry fewer per attempt.
 *
 * The attempts' foreign key to their delivery stays (an attempt written while an erasure deletes
 * its delivery must fail, docs/privacy.md#erasure), as does the deliveries' to their message (a
 * delivery without its message would be claimed and never sent); they are made again on the new key.
 */
export class DeliveryKeys1766000000000 implements MigrationInterface {
  name = 'DeliveryKeys1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE attempts DROP CONSTRAINT attempts_endpoint_id_message_id_fkey`);
    await queryRunner.query(`ALTER TABLE deliveries DROP CONSTRAINT deliveries_pkey`);
    await queryRunner.query(
      `ALTER TABLE deliveries ADD CONSTRAINT deliveries_pkey PRIMARY KEY (message_id, endpoint_id)`,
    );
    await queryRunner.query(`DROP INDEX deliveries_message_idx`);
    await queryRunner.query(`ALTER TABLE attempts DROP CONSTRAINT attempts_pkey`);
    await queryRunner.query(
      `ALTER TABLE attempts ADD CONSTRAINT attempts_pkey PRIMARY KEY (endpoint_id, message_id, id)`,
    );
    await queryRunner.query(`DROP INDEX attempts_delivery_idx`);
    await queryRunner.query(`
      ALTER TABLE attempts ADD CONSTRAINT attempts_delivery_fkey
        FOREIGN KEY (message_id, endpoint_id) REFERENCES deliveries (message_id, endpoint_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE attempts DROP CONSTRAINT attempts_delivery_fkey`);
    await queryRunner.query(`CREATE INDEX attempts_delivery_idx ON attempts (endpoint_id, message_id, id)`);
    await queryRunner.query(`ALTER TABLE attempts DROP CONSTRAINT attempts_pkey`);
    await queryRunner.query(`ALTER TABLE attempts ADD CONSTRAINT attempts_pkey PRIMARY KEY (id)`);
    await queryRunner.query(`CREATE INDEX deliveries_message_idx ON deliveries (message_id)`);
    await queryRunner.query(`ALTER TABLE deliveries DROP CONSTRAINT deliveries_pkey`);
    await queryRunner.query(
      `ALTER TABLE deliveries ADD CONSTRAINT deliveries_pkey PRIMARY KEY (endpoint_id, message_id)`,
    );
    await queryRunner.query(`
      ALTER TABLE attempts ADD CONSTRAINT attempts_endpoint_id_message_id_fkey
        FOREIGN KEY (endpoint_id, message_id) REFERENCES deliveries (endpoint_id, message_id)`);
  }
}
