import { MigrationInterface, QueryRunner } from "typeorm";

export class SurveyProgress1795455105125 implements MigrationInterface {
    name = 'SurveyProgress1795455105125'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "survey_answer" ADD "closes" smallint NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "survey_answer" ADD "answered_at" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "survey_answer" DROP COLUMN "answered_at"`);
        await queryRunner.query(`ALTER TABLE "survey_answer" DROP COLUMN "closes"`);
    }

}
