CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"order_line_number" integer,
	"manufacturer_part" text DEFAULT '' NOT NULL,
	"manufacturer_name" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"extended_price" numeric(14, 2) NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_start" date,
	"service_end" date,
	"ship_to" jsonb,
	"subscription_id" text DEFAULT '' NOT NULL,
	"charge_kind" integer,
	"usage_quantity" numeric(14, 3),
	"billing_unit_of_measure" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_info_id" uuid NOT NULL,
	"payment_info_request_id" uuid,
	"request_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid,
	"invoice_number" text NOT NULL,
	"invoice_type" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"po" text DEFAULT '' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_term" text DEFAULT '' NOT NULL,
	"bill_to" jsonb NOT NULL,
	"ship_to" jsonb NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"period_start" date,
	"period_end" date,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"account_manager" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payment_info_id_payment_infos_id_fk" FOREIGN KEY ("payment_info_id") REFERENCES "public"."payment_infos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payment_info_request_id_payment_info_requests_id_fk" FOREIGN KEY ("payment_info_request_id") REFERENCES "public"."payment_info_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_line_key" ON "invoice_lines" USING btree ("invoice_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_request_key" ON "invoice_payments" USING btree ("invoice_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");