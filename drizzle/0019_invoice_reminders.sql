CREATE TABLE "invoice_disputes" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"disputed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disputed_by" text
);
--> statement-breakpoint
CREATE TABLE "invoice_interest_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"counted_to" date NOT NULL,
	"cents" bigint NOT NULL,
	"provisional" boolean NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"charged_by" text
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_key" text NOT NULL,
	"open_cents" bigint NOT NULL,
	"collection_costs_cents" bigint,
	"letter_deadline" date,
	"interest_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_after_days" integer NOT NULL,
	"second_after_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD CONSTRAINT "invoice_interest_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD CONSTRAINT "invoice_interest_charges_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_interest_charges_one_per_day_idx" ON "invoice_interest_charges" USING btree ("invoice_id","counted_to");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_one_per_step_idx" ON "invoice_reminders" USING btree ("invoice_id","step");