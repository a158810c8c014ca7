import { MigrationInterface, QueryRunner } from "typeorm";

export class OperatorConditions1795800814082 implements MigrationInterface {
    name = 'OperatorConditions1795800814082'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."operator_condition_kind" AS ENUM('stravaAthleteCap', 'stravaAppInactive', 'stravaSubscriptionElsewhere')`);
        await queryRunner.query(`CREATE TABLE "operator_condition" ("kind" "public"."operator_condition_kind" NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, "details" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_3f946e62a9bc4633bba39ee9487" PRIMARY KEY ("kind"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "operator_condition"`);
        await queryRunner.query(`DROP TYPE "public"."operator_condition_kind"`);
    }

}
