ALTER TABLE "appointment_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "b2b_registrations" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "workwear_orders" ADD COLUMN "spam_reason" text;