ALTER TABLE "invoices" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment_idx" ON "invoices" USING btree ("payment_id") WHERE kind = 'prepayment';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_final_idx" ON "invoices" USING btree ("quote_id") WHERE kind in ('final', 'invoice');