import { MigrationInterface, QueryRunner } from "typeorm";

export class MailDedupeKey1795445235401 implements MigrationInterface {
    name = 'MailDedupeKey1795445235401'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "mail" ADD "dedupe_key" character varying(100)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b213891ef71366d10a7173f3d7" ON "mail" ("dedupe_key") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_b213891ef71366d10a7173f3d7"`);
        await queryRunner.query(`ALTER TABLE "mail" DROP COLUMN "dedupe_key"`);
    }

}
