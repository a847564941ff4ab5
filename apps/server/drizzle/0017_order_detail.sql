-- Issue 17: orders to follow. An order keeps its discounts, tax and shipping totals, business unit, the reseller's
-- account manager and inside sales, and blanket PO; a line keeps what fulfilment records (serial numbers, carrier and
-- tracking, ship and scheduled dates, UNSPSC, contract vehicle, charge kind, subscription and recurring-billing
-- fields) and the statuses it went through (order_line_status_history). company_affiliations names the companies
-- whose orders a holder of affiliatedOrders also sees. drizzle-kit made the statements and the snapshot.
CREATE TABLE "company_affiliations" (
	"company_id" uuid NOT NULL,
	"affiliated_company_id" uuid NOT NULL,
	CONSTRAINT "company_affiliations_company_id_affiliated_company_id_pk" PRIMARY KEY("company_id","affiliated_company_id")
);
--> statement-breakpoint
CREATE TABLE "order_line_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tracking_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tracking_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "scheduled_date" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unspsc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "contract_vehicle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "charge_kind" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "subscription_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "term_end" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "billing_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "auto_renewal_term" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variable_billing_auto_renewal_term" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "billing_unit_of_measure" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_manager" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inside_sales" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "blanket_po" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_affiliations" ADD CONSTRAINT "company_affiliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_affiliations" ADD CONSTRAINT "company_affiliations_affiliated_company_id_companies_id_fk" FOREIGN KEY ("affiliated_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_status_history" ADD CONSTRAINT "order_line_status_history_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_status_history_line_idx" ON "order_line_status_history" USING btree ("order_line_id","changed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_user_created_idx" ON "orders" USING btree ("company_id","user_id","created_at");