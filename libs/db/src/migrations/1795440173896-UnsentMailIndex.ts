import { MigrationInterface, QueryRunner } from "typeorm";

export class UnsentMailIndex1795440173896 implements MigrationInterface {
    name = 'UnsentMailIndex1795440173896'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "mail_unsent_idx" ON "mail" ("id") WHERE sent_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."mail_unsent_idx"`);
    }

}
