import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaTypedInResults1795798900906 implements MigrationInterface {
    name = 'StravaTypedInResults1795798900906'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "activity" ADD "typed_in" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "activity" ADD "device_name" character varying(100)`);
        await queryRunner.query(`ALTER TYPE "public"."flag_reason" RENAME TO "flag_reason_old"`);
        await queryRunner.query(`CREATE TYPE "public"."flag_reason" AS ENUM('duplicate', 'tooFast', 'speedForSport', 'dayTotal', 'beyondManualLimit', 'stravaFlagged')`);
        await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "flag_reason" TYPE "public"."flag_reason" USING "flag_reason"::"text"::"public"."flag_reason"`);
        await queryRunner.query(`DROP TYPE "public"."flag_reason_old"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."flag_reason_old" AS ENUM('duplicate', 'tooFast', 'speedForSport', 'dayTotal', 'beyondManualLimit')`);
        await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "flag_reason" TYPE "public"."flag_reason_old" USING "flag_reason"::"text"::"public"."flag_reason_old"`);
        await queryRunner.query(`DROP TYPE "public"."flag_reason"`);
        await queryRunner.query(`ALTER TYPE "public"."flag_reason_old" RENAME TO "flag_reason"`);
        await queryRunner.query(`ALTER TABLE "activity" DROP COLUMN "device_name"`);
        await queryRunner.query(`ALTER TABLE "activity" DROP COLUMN "typed_in"`);
    }

}
