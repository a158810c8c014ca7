import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Moves the count of approved trees the tree limit is checked against out of the company row
 * into a row of its own: the workers' recompute updates the company row's totals and holds it
 * until its commit, and a count being applied at a result's commit no longer waits for that.
 */
export class ApprovedTreeCountOfItsOwn1795449400000 implements MigrationInterface {
    name = 'ApprovedTreeCountOfItsOwn1795449400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE TABLE "approved_tree_count" (
               "company_id" integer PRIMARY KEY REFERENCES "company"("id") ON DELETE CASCADE,
               "approved_trees" numeric(14,4) NOT NULL DEFAULT 0)`,
        );
        await queryRunner.query(`INSERT INTO "approved_tree_count" (company_id, approved_trees) SELECT id, approved_trees FROM "company"`);
        await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "approved_trees"`);
        await queryRunner.query(
            `CREATE OR REPLACE FUNCTION apply_approved_trees_change() RETURNS trigger LANGUAGE plpgsql AS $$
             DECLARE
               counted_before numeric;
               event_limit integer;
               end_type text;
             BEGIN
               DELETE FROM approved_trees_change WHERE id = NEW.id;
               SELECT tree_limit, event_end_type INTO event_limit, end_type FROM company WHERE id = NEW.company_id;
               -- The event is gone: nothing is left to count for.
               IF NOT FOUND THEN RETURN NULL; END IF;
               INSERT INTO approved_tree_count AS counted (company_id, approved_trees) VALUES (NEW.company_id, NEW.trees)
                 ON CONFLICT (company_id) DO UPDATE SET approved_trees = counted.approved_trees + EXCLUDED.approved_trees
                 RETURNING counted.approved_trees - NEW.trees INTO counted_before;
               -- The event takes more trees while its count is below the limit (takesMoreTrees in libs/domain).
               IF NEW.trees > 0 AND end_type IN ('trees', 'both') AND counted_before >= event_limit THEN
                 RAISE EXCEPTION 'the event reached its tree limit' USING ERRCODE = 'LW001';
               END IF;
               RETURN NULL;
             END $$`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "company" ADD "approved_trees" numeric(14,4) NOT NULL DEFAULT '0'`);
        await queryRunner.query(`UPDATE "company" c SET approved_trees = t.approved_trees FROM "approved_tree_count" t WHERE t.company_id = c.id`);
        await queryRunner.query(`DROP TABLE "approved_tree_count"`);
        await queryRunner.query(
            `CREATE OR REPLACE FUNCTION apply_approved_trees_change() RETURNS trigger LANGUAGE plpgsql AS $$
             DECLARE
               counted_before numeric;
               event_limit integer;
               end_type text;
             BEGIN
               DELETE FROM approved_trees_change WHERE id = NEW.id;
               UPDATE company SET approved_trees = approved_trees + NEW.trees WHERE id = NEW.company_id
                 RETURNING approved_trees - NEW.trees, tree_limit, event_end_type INTO counted_before, event_limit, end_type;
               IF NEW.trees > 0 AND end_type IN ('trees', 'both') AND counted_before >= event_limit THEN
                 RAISE EXCEPTION 'the event reached its tree limit' USING ERRCODE = 'LW001';
               END IF;
               RETURN NULL;
             END $$`,
        );
    }

}
