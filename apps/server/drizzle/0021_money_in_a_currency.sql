-- Money in rules carries its currency: an organisation keeps exchange rates (units per US dollar, dated)
-- over Termwise's defaults, and a CPC target may name its currency.
CREATE TABLE "currency_rate" (
	"organisation_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"per_usd" double precision NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rate_organisation_id_currency_code_pk" PRIMARY KEY("organisation_id","currency_code")
);
--> statement-breakpoint
ALTER TABLE "negation_rule" ADD COLUMN "cpc_target_currency" text;--> statement-breakpoint
ALTER TABLE "currency_rate" ADD CONSTRAINT "currency_rate_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;