CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"ip_hash" text NOT NULL,
	CONSTRAINT "analytics_day_visitors_day_ip_hash_pk" PRIMARY KEY("day","ip_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_days_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "is_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
CREATE INDEX "analytics_visits_session_idx" ON "analytics_visits" USING btree ("session_id","created_at");