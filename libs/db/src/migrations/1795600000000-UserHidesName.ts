import { MigrationInterface, QueryRunner } from "typeorm";

export class UserHidesName1795600000000 implements MigrationInterface {
    name = 'UserHidesName1795600000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "app_user" ADD "hide_name" boolean NOT NULL DEFAULT false`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "hide_name"`);
    }

}
