CREATE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "requisitions_order_idx" ON "requisitions" USING btree ("order_id");