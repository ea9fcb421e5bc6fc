CREATE TABLE "workwear_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"quote_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"reference" text NOT NULL,
	"scope" text NOT NULL,
	"items" text,
	"outcome" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_day" date
);
--> statement-breakpoint
ALTER TABLE "workwear_withdrawals" ADD CONSTRAINT "workwear_withdrawals_order_id_workwear_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."workwear_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workwear_withdrawals" ADD CONSTRAINT "workwear_withdrawals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workwear_withdrawals_submission_idx" ON "workwear_withdrawals" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "workwear_withdrawals_order_idx" ON "workwear_withdrawals" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "workwear_withdrawals_received_idx" ON "workwear_withdrawals" USING btree ("received_at");
