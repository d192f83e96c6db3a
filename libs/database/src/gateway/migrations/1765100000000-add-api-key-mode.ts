import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys are live or test (docs/api.md#test-mode). Every key made before this was live; the mode
 * is part of the key string (`cvk_test_...`), so it never changes after creation.
 */
export class AddApiKeyMode1765100000000 implements MigrationInterface {
  name = 'AddApiKeyMode1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE api_keys ADD COLUMN mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE api_keys DROP COLUMN mode`);
  }
}
