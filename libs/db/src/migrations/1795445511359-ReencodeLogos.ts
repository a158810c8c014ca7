import { MigrationInterface, QueryRunner } from "typeorm";
import { reencodeLogo, UnusableLogo } from "../logo-image";

/**
 * Logos uploaded before uploads were re-encoded are still the bytes their senders sent: each is
 * re-encoded as an upload is now, or deleted when it isn't a JPEG or PNG that decodes within the
 * pixel limit (a `\x89PNG<html>` polyglot). The new updated_at gives each kept logo a new link,
 * so no cache serves the old bytes. Hand-written; it runs today's reencodeLogo, as the logos must
 * end up as an upload would make them.
 */
export class ReencodeLogos1795445511359 implements MigrationInterface {
    name = 'ReencodeLogos1795445511359'

    public async up(queryRunner: QueryRunner): Promise<void> {
        const logos: Array<{ company_id: number }> = await queryRunner.query(`SELECT "company_id" FROM "company_logo" ORDER BY "company_id"`);
        // One at a time: a logo may be 2 MB, and there is one per company.
        for (const { company_id } of logos) {
            const [{ data }]: Array<{ data: Buffer }> = await queryRunner.query(`SELECT "data" FROM "company_logo" WHERE "company_id" = $1`, [company_id]);
            const logo = await reencodeLogo(data).catch((error: unknown) => {
                if (error instanceof UnusableLogo) return null;
                throw error;
            });
            if (logo) {
                await queryRunner.query(`UPDATE "company_logo" SET "mime_type" = $2, "data" = $3, "updated_at" = now() WHERE "company_id" = $1`, [company_id, logo.mimeType, logo.data]);
            } else {
                await queryRunner.query(`DELETE FROM "company_logo" WHERE "company_id" = $1`, [company_id]);
            }
        }
    }

    public async down(): Promise<void> {
        // The sent bytes are gone on purpose: the re-encoded logos stay.
    }

}
