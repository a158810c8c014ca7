import { MigrationInterface, QueryRunner } from "typeorm";

export class StoredDocuments1795455122253 implements MigrationInterface {
    name = 'StoredDocuments1795455122253'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "stored_document" ("id" SERIAL NOT NULL, "token" character varying(64) NOT NULL, "mime_type" character varying(64) NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_224dfd2e35041c8f96bff52679e" UNIQUE ("token"), CONSTRAINT "PK_d782f6a1b93d47390e1c3856d02" PRIMARY KEY ("id"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "stored_document"`);
    }

}
