CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_reference" text NOT NULL,
	"booking_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payer_name" text,
	"payer_iban" text,
	"remittance" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"basis" text,
	"allocations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "statement_lines_bank_reference_unique" UNIQUE("bank_reference")
);
--> statement-breakpoint
DROP INDEX "payments_one_paid_idx";--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_lines_outcome_idx" ON "statement_lines" USING btree ("outcome","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("quote_id","purpose") WHERE status = 'paid' and purpose = 'prepayment';