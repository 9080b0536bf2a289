CREATE TABLE "aba_product_image" (
	"asin" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
