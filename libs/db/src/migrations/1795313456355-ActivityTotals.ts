import { MigrationInterface, QueryRunner } from "typeorm";

export class ActivityTotals1795313456355 implements MigrationInterface {
    name = 'ActivityTotals1795313456355'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "totals_dirty" ("company_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_ca8be5e9858e3fe82eeaac11d8a" PRIMARY KEY ("company_id", "user_id"))`);
        await queryRunner.query(`ALTER TABLE "app_user" ADD "activity_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`CREATE INDEX "activity_pending_idx" ON "activity" ("company_id") WHERE status = 'pending'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."activity_pending_idx"`);
        await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "activity_count"`);
        await queryRunner.query(`DROP TABLE "totals_dirty"`);
    }

}
