CREATE TABLE "blanket_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"threshold" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "blanket_order_id" uuid;--> statement-breakpoint
ALTER TABLE "blanket_orders" ADD CONSTRAINT "blanket_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blanket_orders_company_number_key" ON "blanket_orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "blanket_orders_company_end_idx" ON "blanket_orders" USING btree ("company_id","end_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_blanket_order_id_blanket_orders_id_fk" FOREIGN KEY ("blanket_order_id") REFERENCES "public"."blanket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_blanket_order_idx" ON "orders" USING btree ("blanket_order_id");