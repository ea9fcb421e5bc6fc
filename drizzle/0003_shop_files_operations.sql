CREATE TABLE "lead_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"store_failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workwear_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"color_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_rule" text NOT NULL,
	"line_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workwear_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'nieuw' NOT NULL,
	"session_id" text,
	"source" text,
	"landing_page" text,
	"is_spam" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"delivery_method" text NOT NULL,
	"delivery_location" text,
	"logo_position" text NOT NULL,
	"technique" text NOT NULL,
	"notes" text,
	"pieces" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workwear_order_lines" ADD CONSTRAINT "workwear_order_lines_order_id_workwear_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."workwear_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_attachments_lead_idx" ON "lead_attachments" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE INDEX "workwear_order_lines_order_idx" ON "workwear_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "workwear_orders_created_at_idx" ON "workwear_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workwear_orders_email_idx" ON "workwear_orders" USING btree ("email");