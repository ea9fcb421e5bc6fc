ALTER TABLE "review_baseline" ADD COLUMN "source" text DEFAULT '' NOT NULL;
