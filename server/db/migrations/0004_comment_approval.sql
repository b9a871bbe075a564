CREATE TABLE "owner_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "comments_user_id_post_slug_idx" ON "comments" USING btree ("user_id","post_slug");--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('hide', 'show', 'delete', 'approve'));