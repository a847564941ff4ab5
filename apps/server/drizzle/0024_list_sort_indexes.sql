DROP INDEX "invoices_company_date_idx";--> statement-breakpoint
DROP INDEX "orders_company_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","invoice_date","invoice_number");--> statement-breakpoint
CREATE INDEX "orders_company_user_created_idx" ON "orders" USING btree ("company_id","user_id","created_at","order_number");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","order_number");