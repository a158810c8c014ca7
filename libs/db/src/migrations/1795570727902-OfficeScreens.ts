import { MigrationInterface, QueryRunner } from "typeorm";

export class OfficeScreens1795570727902 implements MigrationInterface {
    name = 'OfficeScreens1795570727902'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "office_screen" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(40) NOT NULL, "token_hash" character(64) NOT NULL, "token_sealed" text NOT NULL, "created_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c245680b7fb9d896334af6f82b8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_28760ac41d34d679c9e85a75c6" ON "office_screen" ("company_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3270e5ecaaba9f04ae8bfbf114" ON "office_screen" ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "office_screen" ADD CONSTRAINT "FK_28760ac41d34d679c9e85a75c6f" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "office_screen" ADD CONSTRAINT "FK_f0661264ff7c602d1d6fee7fce2" FOREIGN KEY ("created_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "office_screen" DROP CONSTRAINT "FK_f0661264ff7c602d1d6fee7fce2"`);
        await queryRunner.query(`ALTER TABLE "office_screen" DROP CONSTRAINT "FK_28760ac41d34d679c9e85a75c6f"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_3270e5ecaaba9f04ae8bfbf114"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_28760ac41d34d679c9e85a75c6"`);
        await queryRunner.query(`DROP TABLE "office_screen"`);
    }

}
