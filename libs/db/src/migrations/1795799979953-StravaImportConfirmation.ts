import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaImportConfirmation1795799979953 implements MigrationInterface {
    name = 'StravaImportConfirmation1795799979953'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" ADD "confirming" boolean NOT NULL DEFAULT false`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" DROP COLUMN "confirming"`);
    }

}
