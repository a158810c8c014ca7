import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A certificate keeps the company's name, km and whole trees as printed, for the check page; the
 * company's certificate link now comes from its current ready certificate, so company.certificate_url
 * goes. No release wrote a certificate row (Diplomas1795550890458 emptied the table and nothing
 * rendered one since) nor a certificate_url, so nothing is lost and no old row lacks the new values.
 */
export class CertificatesPrinted1795551435047 implements MigrationInterface {
    name = 'CertificatesPrinted1795551435047'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "certificate_url"`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "name" character varying(200) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "km" numeric(14,2) NOT NULL`);
        await queryRunner.query(`ALTER TABLE "certificate" ADD "trees" integer NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "trees"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "km"`);
        await queryRunner.query(`ALTER TABLE "certificate" DROP COLUMN "name"`);
        await queryRunner.query(`ALTER TABLE "company" ADD "certificate_url" character varying(500)`);
    }

}
