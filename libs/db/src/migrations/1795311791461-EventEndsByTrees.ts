import { MigrationInterface, QueryRunner } from "typeorm";

export class EventEndsByTrees1795311791461 implements MigrationInterface {
    name = 'EventEndsByTrees1795311791461'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" ALTER COLUMN "date_to" DROP NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" ALTER COLUMN "date_to" SET NOT NULL`);
    }

}
