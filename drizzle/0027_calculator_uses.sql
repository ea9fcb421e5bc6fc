CREATE TABLE "calculator_uses" (
	"day" date NOT NULL,
	"product" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calculator_uses_day_product_pk" PRIMARY KEY("day","product")
);
