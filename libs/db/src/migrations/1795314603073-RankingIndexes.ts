import { MigrationInterface, QueryRunner } from "typeorm";

export class RankingIndexes1795314603073 implements MigrationInterface {
    name = 'RankingIndexes1795314603073'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."team_ranking_idx"`);
        await queryRunner.query(`DROP INDEX "public"."user_ranking_idx"`);
        await queryRunner.query(`CREATE INDEX "team_ranking_idx" ON "team" ("company_id", "tree_sum", "km_sum", "id") `);
        await queryRunner.query(`CREATE INDEX "user_ranking_idx" ON "app_user" ("company_id", "tree_sum", "km_sum", "id") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."user_ranking_idx"`);
        await queryRunner.query(`DROP INDEX "public"."team_ranking_idx"`);
        await queryRunner.query(`CREATE INDEX "user_ranking_idx" ON "app_user" ("company_id", "tree_sum", "km_sum") `);
        await queryRunner.query(`CREATE INDEX "team_ranking_idx" ON "team" ("company_id", "tree_sum", "km_sum") `);
    }

}
