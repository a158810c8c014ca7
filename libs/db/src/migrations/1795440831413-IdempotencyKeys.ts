import { MigrationInterface, QueryRunner } from "typeorm";

export class IdempotencyKeys1795440831413 implements MigrationInterface {
    name = 'IdempotencyKeys1795440831413'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "idempotency_key" ("scope" character varying(200) NOT NULL, "key" character varying(100) NOT NULL, "fingerprint" character(64) NOT NULL, "status" smallint NOT NULL, "body" json NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2738e797ef2c60d9a902bad976a" PRIMARY KEY ("scope", "key"))`);
        await queryRunner.query(`CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" ("created_at") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idempotency_key_created_idx"`);
        await queryRunner.query(`DROP TABLE "idempotency_key"`);
    }

}
