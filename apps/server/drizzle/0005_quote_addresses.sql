ALTER TABLE "workflow_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "end_user" jsonb;