import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaConsentAndNotCounted1795799997989 implements MigrationInterface {
    name = 'StravaConsentAndNotCounted1795799997989'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."strava_results_on_disconnect" AS ENUM('keepAnonymous', 'remove')`);
        await queryRunner.query(`CREATE TABLE "strava_consent" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "text_version" character varying(20) NOT NULL, "on_disconnect" "public"."strava_results_on_disconnect" NOT NULL, "given_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52daa9d0e0dbd1500cb6fa5b557" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "strava_consent_user_idx" ON "strava_consent" ("user_id", "id") `);
        await queryRunner.query(`CREATE TABLE "strava_not_counted" ("user_id" integer NOT NULL, "strava_activity_id" bigint NOT NULL, "reason" character varying(20) NOT NULL, "sport_type" character varying(40) NOT NULL, "start_time" TIMESTAMP WITH TIME ZONE NOT NULL, "distance" numeric(8,2) NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_73a006c5888e51e4dc481355857" PRIMARY KEY ("user_id", "strava_activity_id"))`);
        await queryRunner.query(`ALTER TABLE "activity" ADD "strava_digest" character(64)`);
        await queryRunner.query(`CREATE INDEX "activity_strava_digest_idx" ON "activity" ("user_id", "strava_digest") WHERE strava_digest IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE "strava_consent" ADD CONSTRAINT "FK_19913c0ffde8f1ebad36f01c072" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "strava_not_counted" ADD CONSTRAINT "FK_59360aa439310b1d4467b74e19d" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_not_counted" DROP CONSTRAINT "FK_59360aa439310b1d4467b74e19d"`);
        await queryRunner.query(`ALTER TABLE "strava_consent" DROP CONSTRAINT "FK_19913c0ffde8f1ebad36f01c072"`);
        await queryRunner.query(`DROP INDEX "public"."activity_strava_digest_idx"`);
        await queryRunner.query(`ALTER TABLE "activity" DROP COLUMN "strava_digest"`);
        await queryRunner.query(`DROP TABLE "strava_not_counted"`);
        await queryRunner.query(`DROP INDEX "public"."strava_consent_user_idx"`);
        await queryRunner.query(`DROP TABLE "strava_consent"`);
        await queryRunner.query(`DROP TYPE "public"."strava_results_on_disconnect"`);
    }

}
