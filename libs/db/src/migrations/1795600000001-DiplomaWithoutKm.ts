import { MigrationInterface, QueryRunner } from "typeorm";

export class DiplomaWithoutKm1795600000001 implements MigrationInterface {
    name = 'DiplomaWithoutKm1795600000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "diploma" ALTER COLUMN "km" DROP NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // Diplomas printed meanwhile have no km: 0 stands in for it.
        await queryRunner.query(`UPDATE "diploma" SET "km" = 0 WHERE "km" IS NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ALTER COLUMN "km" SET NOT NULL`);
    }

}
