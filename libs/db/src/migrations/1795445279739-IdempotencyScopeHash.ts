import { MigrationInterface, QueryRunner } from "typeorm";

export class IdempotencyScopeHash1795445279739 implements MigrationInterface {
    name = 'IdempotencyScopeHash1795445279739'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // In place rather than the generated drop and add, which fails on a table with rows: a signed-in
        // caller's kept answers stay theirs, hashed as the API now hashes scopes (signed-out ones were by
        // address and are no longer asked for; they expire within 24 h).
        await queryRunner.query(`UPDATE "idempotency_key" SET "scope" = encode(sha256(convert_to("scope", 'UTF8')), 'hex')`);
        await queryRunner.query(`ALTER TABLE "idempotency_key" ALTER COLUMN "scope" TYPE character(64)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // A hashed scope means nothing to the code before this migration.
        await queryRunner.query(`DELETE FROM "idempotency_key"`);
        await queryRunner.query(`ALTER TABLE "idempotency_key" ALTER COLUMN "scope" TYPE character varying(200)`);
    }

}
