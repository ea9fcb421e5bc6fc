ALTER TABLE "quote_requests" ADD COLUMN "reorder_of" uuid;--> statement-breakpoint
CREATE INDEX "quote_requests_reorder_of_idx" ON "quote_requests" USING btree ("reorder_of");