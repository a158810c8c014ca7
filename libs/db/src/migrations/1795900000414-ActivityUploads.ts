import { MigrationInterface, QueryRunner } from "typeorm";

export class ActivityUploads1795900000414 implements MigrationInterface {
    name = 'ActivityUploads1795900000414'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."activity_upload_state" AS ENUM('parsing', 'parsed', 'counted', 'held', 'refused')`);
        await queryRunner.query(`CREATE TABLE "activity_upload" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "file_name" character varying(255) NOT NULL, "content" bytea, "state" "public"."activity_upload_state" NOT NULL DEFAULT 'parsing', "refusal" character varying(32), "hold_reason" character varying(32), "content_hash" character(64), "start_time" TIMESTAMP WITH TIME ZONE, "day" date, "distance" numeric(8,2), "elapsed_seconds" integer, "moving_seconds" integer, "detected_type" character varying(32), "device_name" character varying(100), "teleport" boolean NOT NULL DEFAULT false, "activity_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bda7f77aadb0a9237e39918162b" PRIMARY KEY ("id"))`);
        // kept as sent, not compressed: the bytes live seconds, until the workers have read them, and compressing 25 MB costs more than storing it
        await queryRunner.query(`ALTER TABLE "activity_upload" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
        await queryRunner.query(`CREATE INDEX "activity_upload_hash_idx" ON "activity_upload" ("user_id", "content_hash") WHERE content_hash IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "activity_upload_parsing_idx" ON "activity_upload" ("id") WHERE state = 'parsing'`);
        await queryRunner.query(`CREATE INDEX "activity_upload_user_idx" ON "activity_upload" ("user_id", "id") `);
        await queryRunner.query(`ALTER TABLE "company" ADD "file_activities_allowed" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "company" ADD "file_activities_approval" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "company" ADD "max_days_before_file_activity" integer NOT NULL DEFAULT '30'`);
        // added, not recreated: recreating an enum rewrites every activity row under a lock
        await queryRunner.query(`ALTER TYPE "public"."activity_source" ADD VALUE IF NOT EXISTS 'file'`);
        await queryRunner.query(`ALTER TYPE "public"."flag_reason" ADD VALUE IF NOT EXISTS 'teleport'`);
        await queryRunner.query(`ALTER TABLE "activity_upload" ADD CONSTRAINT "FK_459bc1eceba4c2eced9266b0551" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "activity_upload" ADD CONSTRAINT "FK_4a038c591c558f718829f4b9015" FOREIGN KEY ("activity_id") REFERENCES "activity"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "activity_upload" DROP CONSTRAINT "FK_4a038c591c558f718829f4b9015"`);
        await queryRunner.query(`ALTER TABLE "activity_upload" DROP CONSTRAINT "FK_459bc1eceba4c2eced9266b0551"`);
        await queryRunner.query(`CREATE TYPE "public"."flag_reason_old" AS ENUM('duplicate', 'tooFast', 'speedForSport', 'dayTotal', 'beyondManualLimit', 'stravaFlagged')`);
        await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "flag_reason" TYPE "public"."flag_reason_old" USING "flag_reason"::"text"::"public"."flag_reason_old"`);
        await queryRunner.query(`DROP TYPE "public"."flag_reason"`);
        await queryRunner.query(`ALTER TYPE "public"."flag_reason_old" RENAME TO "flag_reason"`);
        await queryRunner.query(`CREATE TYPE "public"."activity_source_old" AS ENUM('manual', 'integrated')`);
        await queryRunner.query(`ALTER TABLE "activity" ALTER COLUMN "source" TYPE "public"."activity_source_old" USING "source"::"text"::"public"."activity_source_old"`);
        await queryRunner.query(`DROP TYPE "public"."activity_source"`);
        await queryRunner.query(`ALTER TYPE "public"."activity_source_old" RENAME TO "activity_source"`);
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "max_days_before_file_activity"`);
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "file_activities_approval"`);
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "file_activities_allowed"`);
        await queryRunner.query(`DROP INDEX "public"."activity_upload_user_idx"`);
        await queryRunner.query(`DROP INDEX "public"."activity_upload_parsing_idx"`);
        await queryRunner.query(`DROP INDEX "public"."activity_upload_hash_idx"`);
        await queryRunner.query(`DROP TABLE "activity_upload"`);
        await queryRunner.query(`DROP TYPE "public"."activity_upload_state"`);
    }

}
