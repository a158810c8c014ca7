import { MigrationInterface, QueryRunner } from "typeorm";

export class ApprovedTrees1795440163950 implements MigrationInterface {
    name = 'ApprovedTrees1795440163950'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" ADD "approved_trees" numeric(14,4) NOT NULL DEFAULT '0'`);
        // The count the tree limit is checked against starts from the approved activities.
        await queryRunner.query(
            `UPDATE "company" c SET "approved_trees" = t.trees
               FROM (SELECT company_id, SUM(trees) AS trees FROM "activity" WHERE status = 'approved' GROUP BY company_id) t
              WHERE c.id = t.company_id`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "approved_trees"`);
    }

}
