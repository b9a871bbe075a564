CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"post_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preview_links_post_id" CHECK ("preview_links"."post_id" LIKE 'drafts.%'),
	CONSTRAINT "preview_links_expiry" CHECK ("preview_links"."expires_at" > "preview_links"."created_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_hash_idx" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_post_id_idx" ON "preview_links" USING btree ("post_id");