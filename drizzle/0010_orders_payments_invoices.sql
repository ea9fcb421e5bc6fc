CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"credit_for" uuid,
	"issued_on" date NOT NULL,
	"supply_date" date NOT NULL,
	"due_on" date,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"due_cents" bigint NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"actor_id" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_id" uuid NOT NULL,
	"purpose" text DEFAULT 'prepayment' NOT NULL,
	"provider" text NOT NULL,
	"mollie_id" text,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"checkout_url" text,
	"paid_at" timestamp with time zone,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"actor_id" text,
	CONSTRAINT "payments_mollie_id_unique" UNIQUE("mollie_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" uuid NOT NULL,
	"mollie_refund_id" text,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor_id" text,
	CONSTRAINT "refunds_mollie_refund_id_unique" UNIQUE("mollie_refund_id")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_status" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_terms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "prepayment_cents" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ready_by" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "order_events_quote_idx" ON "order_events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("quote_id","purpose") WHERE status in ('open', 'pending', 'authorized');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("quote_id","purpose") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "quotes_order_status_idx" ON "quotes" USING btree ("order_status");--> statement-breakpoint
-- An issued invoice never changes (Belastingdienst): a credit invoice corrects it. Refused here, for any code path.
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice cannot be changed or deleted; issue a credit invoice' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_final" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_final" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
