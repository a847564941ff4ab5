CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"contract_id" uuid,
	"parent_id" uuid,
	"install_site_id" uuid,
	"part_number" text NOT NULL,
	"serial_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_label" text DEFAULT '' NOT NULL,
	"device_type" smallint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"service_level" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"warranty_type" text DEFAULT '' NOT NULL,
	"warranty_end_date" date,
	"contract_start_date" date,
	"contract_end_date" date,
	"end_of_sale_date" date,
	"last_date_of_support" date,
	"end_of_software_maintenance" date,
	"end_of_service_attach" date,
	"end_of_service_contract_renewal" date,
	"migration_part_number" text DEFAULT '' NOT NULL,
	"migration_details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_device_type_check" CHECK ("devices"."device_type" in (1, 2)),
	CONSTRAINT "devices_quantity_check" CHECK ("devices"."quantity" >= 1),
	CONSTRAINT "devices_not_own_parent_check" CHECK ("devices"."parent_id" <> "devices"."id")
);
--> statement-breakpoint
CREATE TABLE "install_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_number" text NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"contract_type" text NOT NULL,
	"data_source" smallint NOT NULL,
	"erp_account_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_contracts_data_source_check" CHECK ("maintenance_contracts"."data_source" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "user_contract_access" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"all_contracts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_contract_manufacturers" (
	"user_id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	CONSTRAINT "user_contract_manufacturers_user_id_manufacturer_id_pk" PRIMARY KEY("user_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "user_contracts" (
	"user_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	CONSTRAINT "user_contracts_user_id_contract_id_pk" PRIMARY KEY("user_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_contract_id_maintenance_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maintenance_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_install_site_id_install_sites_id_fk" FOREIGN KEY ("install_site_id") REFERENCES "public"."install_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "install_sites" ADD CONSTRAINT "install_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_contracts" ADD CONSTRAINT "maintenance_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_contracts" ADD CONSTRAINT "maintenance_contracts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_contracts" ADD CONSTRAINT "maintenance_contracts_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contract_access" ADD CONSTRAINT "user_contract_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contract_manufacturers" ADD CONSTRAINT "user_contract_manufacturers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contract_manufacturers" ADD CONSTRAINT "user_contract_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contracts" ADD CONSTRAINT "user_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contracts" ADD CONSTRAINT "user_contracts_contract_id_maintenance_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."maintenance_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_company_end_idx" ON "devices" USING btree ("company_id","contract_end_date","id");--> statement-breakpoint
CREATE INDEX "devices_contract_idx" ON "devices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "devices_parent_idx" ON "devices" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "devices_company_manufacturer_idx" ON "devices" USING btree ("company_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "devices_serial_lower_idx" ON "devices" USING btree ("company_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "devices_part_trgm_idx" ON "devices" USING gin (lower("part_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_serial_trgm_idx" ON "devices" USING gin (lower("serial_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "install_sites_number_key" ON "install_sites" USING btree ("company_id","site_number");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_contracts_number_key" ON "maintenance_contracts" USING btree ("company_id","manufacturer_id","contract_number");--> statement-breakpoint
CREATE INDEX "maintenance_contracts_company_idx" ON "maintenance_contracts" USING btree ("company_id","data_source");--> statement-breakpoint
CREATE INDEX "maintenance_contracts_manufacturer_idx" ON "maintenance_contracts" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "user_contracts_contract_idx" ON "user_contracts" USING btree ("contract_id");