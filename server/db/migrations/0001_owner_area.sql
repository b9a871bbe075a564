CREATE TABLE "analytics_daily_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_views_day_path_device_pk" PRIMARY KEY("day","path","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_path_metric_pk" PRIMARY KEY("day","path","metric"),
	CONSTRAINT "analytics_daily_vitals_metric" CHECK ("analytics_daily_vitals"."metric" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB'))
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"device" text NOT NULL,
	CONSTRAINT "analytics_views_device" CHECK ("analytics_views"."device" IN ('mobile', 'tablet', 'desktop')),
	CONSTRAINT "analytics_views_path_length" CHECK (char_length("analytics_views"."path") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "analytics_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"fcp" double precision,
	"ttfb" double precision,
	CONSTRAINT "analytics_vitals_path_length" CHECK (char_length("analytics_vitals"."path") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"comment_id" uuid NOT NULL,
	"post_slug" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('hide', 'show', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_email_format" CHECK ("owners"."email" = lower("owners"."email"))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_views_day_idx" ON "analytics_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_vitals_day_idx" ON "analytics_vitals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "moderation_log_created_at_idx" ON "moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");