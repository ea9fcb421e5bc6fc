ALTER TABLE "invoice_interest_charges" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "interest_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD CONSTRAINT "invoice_interest_charges_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_interest_charge_id_invoice_interest_charges_id_fk" FOREIGN KEY ("interest_charge_id") REFERENCES "public"."invoice_interest_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_interest_charges" ADD CONSTRAINT "invoice_interest_charges_number_unique" UNIQUE("number");