import { MigrationInterface, QueryRunner } from "typeorm";

export class ChatChannels1795900000415 implements MigrationInterface {
    name = 'ChatChannels1795900000415'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TYPE "public"."chat_platform" AS ENUM('slack', 'teams')`);
        await queryRunner.query(`CREATE TABLE "chat_channel" ("company_id" integer NOT NULL, "platform" "public"."chat_platform" NOT NULL, "url_sealed" text NOT NULL, "address_hint" character varying(100) NOT NULL, "lang" character varying(2) NOT NULL, "podium_hour" smallint, "milestone_every_trees" integer, "halfway" boolean NOT NULL DEFAULT true, "close" boolean NOT NULL DEFAULT true, "joiners" boolean NOT NULL DEFAULT false, "podium_posted_on" date, "milestone_trees" numeric(12,4) NOT NULL DEFAULT '0', "halfway_posted" boolean NOT NULL DEFAULT false, "close_posted" boolean NOT NULL DEFAULT false, "joiners_since" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "gone_answers" smallint NOT NULL DEFAULT '0', "disabled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bd5ba956ffbbfd7acf01184b416" PRIMARY KEY ("company_id"))`);
        await queryRunner.query(`ALTER TABLE "chat_channel" ADD CONSTRAINT "FK_bd5ba956ffbbfd7acf01184b416" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "chat_channel" DROP CONSTRAINT "FK_bd5ba956ffbbfd7acf01184b416"`);
        await queryRunner.query(`DROP TABLE "chat_channel"`);
        await queryRunner.query(`DROP TYPE "public"."chat_platform"`);
    }

}
