CREATE TABLE "client_log_usage" (
	"key" text NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "client_log_usage_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
DROP INDEX "client_logs_created_idx";--> statement-breakpoint
ALTER TABLE "client_logs" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows logged before: their size as src/features/logs/usage.ts counts it (the texts' UTF-8 bytes and 200 for the row).
UPDATE "client_logs" SET "bytes" = 200 + octet_length("source") + octet_length("level") + octet_length("message") + coalesce(octet_length("url"), 0) + coalesce(octet_length("client_time"), 0) + coalesce(octet_length("details"::text), 0) + octet_length("trace_id");--> statement-breakpoint
CREATE INDEX "client_logs_created_bytes_idx" ON "client_logs" USING btree ("created_at","bytes");