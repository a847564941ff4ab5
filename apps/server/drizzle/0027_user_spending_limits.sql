CREATE TABLE "user_spending_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"order_limit" numeric(14, 2),
	"monthly_budget" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_spending_limits" ADD CONSTRAINT "user_spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;