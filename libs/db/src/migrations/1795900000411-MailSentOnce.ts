import { MigrationInterface, QueryRunner } from "typeorm";

export class MailSentOnce1795900000411 implements MigrationInterface {
    name = 'MailSentOnce1795900000411'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "mail" ADD "message_id" character varying(36) NOT NULL DEFAULT gen_random_uuid()`);
        await queryRunner.query(`ALTER TABLE "mail" ADD "send_started_at" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "mail" DROP COLUMN "send_started_at"`);
        await queryRunner.query(`ALTER TABLE "mail" DROP COLUMN "message_id"`);
    }

}
