CREATE TABLE "work_item_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_item_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"device_id" uuid,
	"contract_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_item_request_items_one_check" CHECK (("work_item_request_items"."device_id" is null) <> ("work_item_request_items"."contract_id" is null))
);
--> statement-breakpoint
CREATE TABLE "work_item_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"cco_id" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"rma_number" text DEFAULT '' NOT NULL,
	"previous_serial" text DEFAULT '' NOT NULL,
	"new_serial" text DEFAULT '' NOT NULL,
	"target_contract_number" text DEFAULT '' NOT NULL,
	"destination_address" text DEFAULT '' NOT NULL,
	"destination_site_id" uuid,
	"serial_numbers" text DEFAULT '' NOT NULL,
	"support_level" smallint,
	"onsite_support" smallint,
	"replacement_part" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "work_item_requests_type_check" CHECK ("work_item_requests"."type" between 1 and 7),
	CONSTRAINT "work_item_requests_status_check" CHECK ("work_item_requests"."status" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "work_item_request_history" ADD CONSTRAINT "work_item_request_history_request_id_work_item_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_item_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_request_history" ADD CONSTRAINT "work_item_request_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_request_items" ADD CONSTRAINT "work_item_request_items_request_id_work_item_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_item_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_request_items" ADD CONSTRAINT "work_item_request_items_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_request_items" ADD CONSTRAINT "work_item_request_items_contract_id_maintenance_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maintenance_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_requests" ADD CONSTRAINT "work_item_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_requests" ADD CONSTRAINT "work_item_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_requests" ADD CONSTRAINT "work_item_requests_destination_site_id_install_sites_id_fk" FOREIGN KEY ("destination_site_id") REFERENCES "public"."install_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_item_request_history_request_idx" ON "work_item_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_item_request_items_device_key" ON "work_item_request_items" USING btree ("request_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_item_request_items_contract_key" ON "work_item_request_items" USING btree ("request_id","contract_id");--> statement-breakpoint
CREATE INDEX "work_item_request_items_device_idx" ON "work_item_request_items" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_item_requests_number_key" ON "work_item_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "work_item_requests_company_idx" ON "work_item_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "work_item_requests_requester_idx" ON "work_item_requests" USING btree ("requester_user_id","created_at");