CREATE INDEX "order_lines_part_trgm_idx" ON "order_lines" USING gin ("manufacturer_part" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("order_number" || ' ' || "title" || ' ' || "po") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pricing_requests_search_trgm_idx" ON "pricing_requests" USING gin (("number" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_search_trgm_idx" ON "quotes" USING gin (("number" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requisitions_search_trgm_idx" ON "requisitions" USING gin (("number" || ' ' || "title") gin_trgm_ops);