import { MigrationInterface, QueryRunner } from "typeorm";

export class OutboxRequestId1795443105305 implements MigrationInterface {
    name = 'OutboxRequestId1795443105305'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "outbox_message" ADD "request_id" text`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "request_id"`);
    }

}
