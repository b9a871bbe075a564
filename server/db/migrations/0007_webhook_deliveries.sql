CREATE TABLE "webhook_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_expires_at_idx" ON "webhook_deliveries" USING btree ("expires_at");