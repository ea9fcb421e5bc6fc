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
CREATE INDEX "analytics_visits_session_idx" ON "analytics_visits" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_visits_entry_idx" ON "analytics_visits" USING btree ("created_at") WHERE is_entry;