CREATE TABLE "business_unit_spending_limits" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"order_limit" numeric(14, 2),
	"monthly_budget" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_unit_spending_limits" ADD CONSTRAINT "business_unit_spending_limits_unit_id_business_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;