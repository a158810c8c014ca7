import { MigrationInterface, QueryRunner } from "typeorm";

export class DiplomaMailRequested1795900000412 implements MigrationInterface {
    name = 'DiplomaMailRequested1795900000412'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "diploma" ADD "mail_requested_at" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "mail_requested_at"`);
    }

}
