import { MigrationInterface, QueryRunner } from 'typeorm';

export class WeeklyDigest1795900000416 implements MigrationInterface {
  name = 'WeeklyDigest1795900000416';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "lang" character varying(2) NOT NULL DEFAULT 'pl'`);
    await queryRunner.query(`ALTER TABLE "app_user" ADD "weekly_digest" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "company" ADD "weekly_digest" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "weekly_digest"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "weekly_digest"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "lang"`);
  }
}
