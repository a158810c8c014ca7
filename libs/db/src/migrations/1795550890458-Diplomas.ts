import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Diplomas and certificates as printed documents with verification codes, and bulk diploma runs.
 * No release ever wrote a diploma or certificate row (nothing rendered them), so the old rows
 * that the new NOT NULL columns could not describe are none; the DELETEs only make that certain.
 */
export class Diplomas1795550890458 implements MigrationInterface {
    name = 'Diplomas1795550890458'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "diploma"`);
        await queryRunner.query(`DELETE FROM "certificate"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_b68e0f52e78a54bf657f0ede3d"`);
        await queryRunner.query(`CREATE TYPE "public"."diploma_run_action" AS ENUM('generate', 'send')`);
        await queryRunner.query(`CREATE TABLE "diploma_run" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "action" "public"."diploma_run_action" NOT NULL, "lang" character varying(2) NOT NULL, "total" integer NOT NULL, "done" integer NOT NULL DEFAULT '0', "failed" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ee3b548b9af1590abec3be35d8e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_947c32da4a1063b2f6817c031d" ON "diploma_run" ("company_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "diploma_run_unfinished_idx" ON "diploma_run" ("company_id", "action") WHERE finished_at IS NULL`);
        await queryRunner.query(`CREATE TYPE "public"."diploma_run_item_state" AS ENUM('pending', 'done', 'failed')`);
        await queryRunner.query(`CREATE TABLE "diploma_run_item" ("run_id" integer NOT NULL, "user_id" integer NOT NULL, "state" "public"."diploma_run_item_state" NOT NULL DEFAULT 'pending', CONSTRAINT "PK_7ba7260394bcf347dfa6c77b640" PRIMARY KEY ("run_id", "user_id"))`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "url"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "file_key"`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "lang" character varying(2) NOT NULL`);
        await queryRunner.query(`CREATE TYPE "public"."certificate_state" AS ENUM('rendering', 'ready', 'failed')`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "state" "public"."certificate_state" NOT NULL DEFAULT 'rendering'`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "verification_code" character varying(32) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD CONSTRAINT "UQ_60a9e298400a26898d775085a9d" UNIQUE ("verification_code")`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "document_token" character varying(64)`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "replaced_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "name" character varying(100) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "km" numeric(12,2) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "trees" integer NOT NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "verification_code" character varying(32) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD CONSTRAINT "UQ_e6d6efe55dd737ceaba913037c7" UNIQUE ("verification_code")`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "document_token" character varying(64) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "replaced_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP CONSTRAINT "FK_b68e0f52e78a54bf657f0ede3d7"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP CONSTRAINT "REL_b68e0f52e78a54bf657f0ede3d"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "certificate_current_idx" ON "certificate" ("company_id") WHERE replaced_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "IDX_b68e0f52e78a54bf657f0ede3d" ON "diploma" ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "diploma_current_idx" ON "diploma" ("user_id") WHERE replaced_at IS NULL`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD CONSTRAINT "FK_b68e0f52e78a54bf657f0ede3d7" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD CONSTRAINT "FK_54ded7b1f0320d4c7e58319198f" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "diploma_run" ADD CONSTRAINT "FK_947c32da4a1063b2f6817c031dc" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "diploma_run_item" ADD CONSTRAINT "FK_49f95a11f955062f7376d74c997" FOREIGN KEY ("run_id") REFERENCES "diploma_run"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "diploma_run_item" ADD CONSTRAINT "FK_3bbaca64e85e0dffa65eefadec5" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "diploma_run_item" DROP CONSTRAINT "FK_3bbaca64e85e0dffa65eefadec5"`);
        await queryRunner.query(`ALTER TABLE "diploma_run_item" DROP CONSTRAINT "FK_49f95a11f955062f7376d74c997"`);
        await queryRunner.query(`ALTER TABLE "diploma_run" DROP CONSTRAINT "FK_947c32da4a1063b2f6817c031dc"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP CONSTRAINT "FK_54ded7b1f0320d4c7e58319198f"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP CONSTRAINT "FK_b68e0f52e78a54bf657f0ede3d7"`);
        await queryRunner.query(`DROP INDEX "public"."diploma_current_idx"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_b68e0f52e78a54bf657f0ede3d"`);
        await queryRunner.query(`DROP INDEX "public"."certificate_current_idx"`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD CONSTRAINT "REL_b68e0f52e78a54bf657f0ede3d" UNIQUE ("user_id")`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD CONSTRAINT "FK_b68e0f52e78a54bf657f0ede3d7" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "replaced_at"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "document_token"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP CONSTRAINT "UQ_e6d6efe55dd737ceaba913037c7"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "verification_code"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "trees"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "km"`);
        await queryRunner.query(`ALTER TABLE "diploma" DROP COLUMN "name"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "replaced_at"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "document_token"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP CONSTRAINT "UQ_60a9e298400a26898d775085a9d"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "verification_code"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "state"`);
        await queryRunner.query(`DROP TYPE "public"."certificate_state"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "lang"`);
        await queryRunner.query(`ALTER TABLE "diploma" ADD "file_key" character varying(500) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "url" character varying(500) NOT NULL`);
        await queryRunner.query(`DROP TABLE "diploma_run_item"`);
        await queryRunner.query(`DROP TYPE "public"."diploma_run_item_state"`);
        await queryRunner.query(`DROP INDEX "public"."diploma_run_unfinished_idx"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_947c32da4a1063b2f6817c031d"`);
        await queryRunner.query(`DROP TABLE "diploma_run"`);
        await queryRunner.query(`DROP TYPE "public"."diploma_run_action"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b68e0f52e78a54bf657f0ede3d" ON "diploma" ("user_id") `);
    }

}
