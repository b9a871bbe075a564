ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "passkey_id" text;--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "address_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "keep_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "early_passkey" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_passkey_id_passkeys_id_fk" FOREIGN KEY ("passkey_id") REFERENCES "public"."passkeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_keep_token_hash_idx" ON "passkeys" USING btree ("keep_token_hash");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose" CHECK ("email_tokens"."purpose" IN ('verify', 'reset', 'email', 'passkey'));--> statement-breakpoint
-- Passkeys stored before this: one counts as added on a verified address only when the account's
-- address was verified by the time it was added.
UPDATE "passkeys" SET "address_verified" = true FROM "users" WHERE "users"."id" = "passkeys"."user_id" AND "users"."email_verified_at" IS NOT NULL AND "users"."email_verified_at" <= "passkeys"."created_at";--> statement-breakpoint
-- Which session such a passkey started was never recorded: every session of an account that holds
-- one ends, and the next sign-in with it is marked.
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "user_id" FROM "passkeys" WHERE NOT "address_verified");
