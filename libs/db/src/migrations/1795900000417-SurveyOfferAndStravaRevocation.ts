import { MigrationInterface, QueryRunner } from 'typeorm';

export class SurveyOfferAndStravaRevocation1795900000417 implements MigrationInterface {
  name = 'SurveyOfferAndStravaRevocation1795900000417';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "survey_answer" ADD "offered_on" date`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD "strava_revoked_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "strava_revoked_at"`);
    await queryRunner.query(`ALTER TABLE "survey_answer" DROP COLUMN "offered_on"`);
  }
}
