import { MigrationInterface, QueryRunner } from "typeorm";

export class IdempotencyKeepsNoStatus1795445429466 implements MigrationInterface {
    name = 'IdempotencyKeepsNoStatus1795445429466'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "status"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // Every create that takes a key answers 201, which is what the code before this migration kept.
        await queryRunner.query(`ALTER TABLE "idempotency_key" ADD "status" smallint NOT NULL DEFAULT 201`);
        await queryRunner.query(`ALTER TABLE "idempotency_key" ALTER COLUMN "status" DROP DEFAULT`);
    }

}
