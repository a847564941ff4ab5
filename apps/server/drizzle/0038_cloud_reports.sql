CREATE TABLE "cloud_consumption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"month" date NOT NULL,
	"service" text NOT NULL,
	"list_cost" numeric(14, 2) NOT NULL,
	"contract_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "cloud_consumption_month_first_day" CHECK (extract(day from "cloud_consumption"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "edp_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"programme" text NOT NULL,
	"start_month" date NOT NULL,
	"end_month" date NOT NULL,
	"committed_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edp_commitments_months" CHECK ("edp_commitments"."start_month" <= "edp_commitments"."end_month")
);
--> statement-breakpoint
ALTER TABLE "cloud_consumption" ADD CONSTRAINT "cloud_consumption_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_commitments" ADD CONSTRAINT "edp_commitments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_consumption_company_month_service_key" ON "cloud_consumption" USING btree ("company_id","provider","month","service");--> statement-breakpoint
CREATE INDEX "edp_commitments_company_idx" ON "edp_commitments" USING btree ("company_id");