ALTER TABLE "audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at");