import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Which end types make the tree limit a cap, as a table that the tree-limit trigger and the
 * repositories' SQL both read (ends_by_trees), instead of a list written into the trigger. Its
 * rows are libs/domain's endsByTrees: migrateUnderLock writes them again after every migration
 * run (syncEventEndRules), so a change of the rule is a change of code, never a new migration.
 */
export class EventEndRule1795900000413 implements MigrationInterface {
    name = 'EventEndRule1795900000413'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(
            `CREATE TABLE "event_end_rule" (
               "end_type" "public"."event_end_type" PRIMARY KEY,
               "ends_by_trees" boolean NOT NULL)`,
        );
        await queryRunner.query(`INSERT INTO "event_end_rule" ("end_type", "ends_by_trees") VALUES ('date', false), ('trees', true), ('both', true)`);
        await queryRunner.query(
            `CREATE FUNCTION ends_by_trees(end_type "public"."event_end_type") RETURNS boolean LANGUAGE sql STABLE AS $$
               SELECT COALESCE((SELECT r.ends_by_trees FROM event_end_rule r WHERE r.end_type = ends_by_trees.end_type), false)
             $$`,
        );
        await queryRunner.query(
            `CREATE OR REPLACE FUNCTION apply_approved_trees_change() RETURNS trigger LANGUAGE plpgsql AS $$
             DECLARE
               counted_before numeric;
               event_limit integer;
               end_type "public"."event_end_type";
             BEGIN
               DELETE FROM approved_trees_change WHERE id = NEW.id;
               UPDATE company SET approved_trees = approved_trees + NEW.trees WHERE id = NEW.company_id
                 RETURNING approved_trees - NEW.trees, tree_limit, event_end_type INTO counted_before, event_limit, end_type;
               -- The event takes more trees while its count is below the limit (takesMoreTrees in libs/domain).
               IF NEW.trees > 0 AND ends_by_trees(end_type) AND counted_before >= event_limit THEN
                 RAISE EXCEPTION 'the event reached its tree limit' USING ERRCODE = 'LW001';
               END IF;
               RETURN NULL;
             END $$`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
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
        await queryRunner.query(`DROP FUNCTION ends_by_trees("public"."event_end_type")`);
        await queryRunner.query(`DROP TABLE "event_end_rule"`);
    }

}
