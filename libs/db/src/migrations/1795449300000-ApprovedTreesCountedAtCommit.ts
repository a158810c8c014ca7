import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Counts approved trees against the tree limit at commit time (see countApprovedTrees): a
 * change of the count is queued as a row, and a deferred constraint trigger applies it to the
 * company row while the transaction commits, so the row is locked only for the commit itself,
 * never across a round trip to the API. A growth that finds the limit already reached aborts
 * the commit with SQLSTATE LW001.
 */
export class ApprovedTreesCountedAtCommit1795449300000 implements MigrationInterface {
    name = 'ApprovedTreesCountedAtCommit1795449300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Rows live only inside their transaction: the trigger deletes each as it applies it.
        await queryRunner.query(
            `CREATE UNLOGGED TABLE "approved_trees_change" (
               "id" bigserial PRIMARY KEY,
               "company_id" integer NOT NULL,
               "trees" numeric(14,4) NOT NULL)`,
        );
        await queryRunner.query(
            `CREATE FUNCTION apply_approved_trees_change() RETURNS trigger LANGUAGE plpgsql AS $$
             DECLARE
               counted_before numeric;
               event_limit integer;
               end_type text;
             BEGIN
               DELETE FROM approved_trees_change WHERE id = NEW.id;
               UPDATE company SET approved_trees = approved_trees + NEW.trees WHERE id = NEW.company_id
                 RETURNING approved_trees - NEW.trees, tree_limit, event_end_type INTO counted_before, event_limit, end_type;
               -- The event takes more trees while its count is below the limit (takesMoreTrees in libs/domain).
               IF NEW.trees > 0 AND end_type IN ('trees', 'both') AND counted_before >= event_limit THEN
                 RAISE EXCEPTION 'the event reached its tree limit' USING ERRCODE = 'LW001';
               END IF;
               RETURN NULL;
             END $$`,
        );
        await queryRunner.query(
            `CREATE CONSTRAINT TRIGGER "approved_trees_change_applied" AFTER INSERT ON "approved_trees_change"
             DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_approved_trees_change()`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "approved_trees_change"`);
        await queryRunner.query(`DROP FUNCTION apply_approved_trees_change()`);
    }

}
