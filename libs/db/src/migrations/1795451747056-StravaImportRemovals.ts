import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaImportRemovals1795451747056 implements MigrationInterface {
    name = 'StravaImportRemovals1795451747056'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" ADD "removed" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "strava_import" DROP COLUMN "error"`);
        await queryRunner.query(`CREATE TYPE "public"."strava_import_failure" AS ENUM('notConnected', 'noActivityAccess', 'grantGone', 'noEvent', 'unexpected')`);
        await queryRunner.query(`ALTER TABLE "strava_import" ADD "error" "public"."strava_import_failure"`);
        // The Strava activities a re-import has listed so far (kept across restarts), so that at the
        // end it can tell which of our results Strava no longer lists; emptied when it finishes.
        await queryRunner.query(
            `CREATE TABLE "strava_import_seen" (
               "import_id" integer NOT NULL REFERENCES "strava_import"("id") ON DELETE CASCADE,
               "strava_activity_id" bigint NOT NULL,
               PRIMARY KEY ("import_id", "strava_activity_id"))`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "strava_import_seen"`);
        await queryRunner.query(`ALTER TABLE "strava_import" DROP COLUMN "error"`);
        await queryRunner.query(`DROP TYPE "public"."strava_import_failure"`);
        await queryRunner.query(`ALTER TABLE "strava_import" ADD "error" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "strava_import" DROP COLUMN "removed"`);
    }

}
