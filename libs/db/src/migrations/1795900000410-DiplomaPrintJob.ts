import { MigrationInterface, QueryRunner } from "typeorm";

export class DiplomaPrintJob1795900000410 implements MigrationInterface {
    name = 'DiplomaPrintJob1795900000410'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "diploma" ADD "print_job" character varying(100)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6883a9969b3fa19c76955481dc" ON "diploma" ("print_job") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_6883a9969b3fa19c76955481dc"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "print_job"`);
    }

}
