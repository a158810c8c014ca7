import { MigrationInterface, QueryRunner } from "typeorm";

export class AccountDeletion1795551972375 implements MigrationInterface {
    name = 'AccountDeletion1795551972375'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "app_user" ADD "deletion_requested_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "app_user" ADD "anonymised_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TYPE "public"."auth_code_purpose" RENAME TO "auth_code_purpose_old"`);
        await queryRunner.query(`CREATE TYPE "public"."auth_code_purpose" AS ENUM('lostPassword', 'setPassword', 'confirmDeletion')`);
        await queryRunner.query(`ALTER TABLE "auth_code" ALTER COLUMN "purpose" TYPE "public"."auth_code_purpose" USING "purpose"::"text"::"public"."auth_code_purpose"`);
        await queryRunner.query(`DROP TYPE "public"."auth_code_purpose_old"`);
        await queryRunner.query(`CREATE INDEX "user_deletion_pending_idx" ON "app_user" ("deletion_requested_at") WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."user_deletion_pending_idx"`);
        await queryRunner.query(`DELETE FROM "auth_code" WHERE "purpose" = 'confirmDeletion'`);
        await queryRunner.query(`CREATE TYPE "public"."auth_code_purpose_old" AS ENUM('lostPassword', 'setPassword')`);
        await queryRunner.query(`ALTER TABLE "auth_code" ALTER COLUMN "purpose" TYPE "public"."auth_code_purpose_old" USING "purpose"::"text"::"public"."auth_code_purpose_old"`);
        await queryRunner.query(`DROP TYPE "public"."auth_code_purpose"`);
        await queryRunner.query(`ALTER TYPE "public"."auth_code_purpose_old" RENAME TO "auth_code_purpose"`);
        await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "anonymised_at"`);
        await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "deletion_requested_at"`);
    }

}
