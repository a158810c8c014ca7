import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaImports1795449387674 implements MigrationInterface {
    name = 'StravaImports1795449387674'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."strava_import_state" AS ENUM('queued', 'running', 'waiting', 'done', 'failed')`);
        await queryRunner.query(`CREATE TABLE "strava_import" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "requested_by_id" integer, "date_from" date NOT NULL, "state" "public"."strava_import_state" NOT NULL DEFAULT 'queued', "next_page" integer NOT NULL DEFAULT '1', "pages_fetched" integer NOT NULL DEFAULT '0', "imported" integer NOT NULL DEFAULT '0', "skipped" jsonb NOT NULL DEFAULT '{}', "resumes_at" TIMESTAMP WITH TIME ZONE, "error" character varying(500), "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_cec5159f38ff3edfced22190f5b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "strava_import_requested_idx" ON "strava_import" ("requested_at") `);
        await queryRunner.query(`CREATE TABLE "strava_subscription" ("id" bigint NOT NULL, "callback_url" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dd8b19e6804bcfe37efb22f2140" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "company" ADD "count_virtual_activities" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`CREATE TYPE "public"."flag_reason" AS ENUM('duplicate', 'tooFast', 'speedForSport', 'dayTotal', 'beyondManualLimit')`);
        await queryRunner.query(`ALTER TABLE "activity" ADD "flag_reason" "public"."flag_reason"`);
        await queryRunner.query(`ALTER TABLE "activity" ADD "elapsed_seconds" integer`);
        await queryRunner.query(`ALTER TABLE "strava_import" ADD CONSTRAINT "FK_7e94d4c1a5bb9ec475e54bd98de" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "strava_import" ADD CONSTRAINT "FK_cb852e5908ad9737a12d0a8b7fb" FOREIGN KEY ("requested_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" DROP CONSTRAINT "FK_cb852e5908ad9737a12d0a8b7fb"`);
        await queryRunner.query(`ALTER TABLE "strava_import" DROP CONSTRAINT "FK_7e94d4c1a5bb9ec475e54bd98de"`);
        await queryRunner.query(`ALTER TABLE "activity" DROP COLUMN "elapsed_seconds"`);
        await queryRunner.query(`ALTER TABLE "activity" DROP COLUMN "flag_reason"`);
        await queryRunner.query(`DROP TYPE "public"."flag_reason"`);
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "count_virtual_activities"`);
        await queryRunner.query(`DROP TABLE "strava_subscription"`);
        await queryRunner.query(`DROP INDEX "public"."strava_import_requested_idx"`);
        await queryRunner.query(`DROP TABLE "strava_import"`);
        await queryRunner.query(`DROP TYPE "public"."strava_import_state"`);
    }

}
