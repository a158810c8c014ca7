import { MigrationInterface, QueryRunner } from "typeorm";

export class StravaWebhookResync1795799979954 implements MigrationInterface {
    name = 'StravaWebhookResync1795799979954'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" ADD "webhook_resync" boolean NOT NULL DEFAULT false`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "strava_import" DROP COLUMN "webhook_resync"`);
    }

}
