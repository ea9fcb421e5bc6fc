ALTER TABLE "quote_requests" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "reply_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "reply_alert_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_response_kind" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_alert_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "first_response_kind" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "reply_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "reply_alert_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "first_response_kind" text;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "reply_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "reply_alert_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "first_response_kind" text;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "assigned_to" text;--> statement-breakpoint
CREATE TABLE "closure_days" (
	"date" date PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD CONSTRAINT "b2b_registrations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD CONSTRAINT "workwear_orders_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_days" ADD CONSTRAINT "closure_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;