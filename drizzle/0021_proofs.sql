CREATE TABLE "proof_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"comment" text,
	"pin_x" double precision,
	"pin_y" double precision,
	"ip_hash" text,
	"file_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_sha256" text NOT NULL,
	"previews" jsonb NOT NULL,
	"note" text,
	"uploaded_by" text,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "proof_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "proof_waived_by" text;--> statement-breakpoint
ALTER TABLE "proof_decisions" ADD CONSTRAINT "proof_decisions_version_id_proof_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proof_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_links" ADD CONSTRAINT "proof_links_version_id_proof_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."proof_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_versions" ADD CONSTRAINT "proof_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_versions" ADD CONSTRAINT "proof_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_decisions_version_idx" ON "proof_decisions" USING btree ("version_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_decisions_one_approval_idx" ON "proof_decisions" USING btree ("version_id") WHERE kind = 'approved';--> statement-breakpoint
CREATE INDEX "proof_links_version_idx" ON "proof_links" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_versions_quote_version_idx" ON "proof_versions" USING btree ("quote_id","version");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_proof_waived_by_users_id_fk" FOREIGN KEY ("proof_waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;