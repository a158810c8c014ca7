import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Stored documents are PDFs, whose streams are compressed already: Postgres's own compression of
 * large values (pglz, in TOAST) spent CPU on every insert to gain nothing. EXTERNAL keeps them out
 * of line without trying to compress them.
 */
export class StoredDocumentsUncompressed1795560000000 implements MigrationInterface {
    name = 'StoredDocumentsUncompressed1795560000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "stored_document" ALTER COLUMN "data" SET STORAGE EXTERNAL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "stored_document" ALTER COLUMN "data" SET STORAGE EXTENDED`);
    }

}
