CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_type" integer NOT NULL,
	"document_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"description" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"group_id" uuid,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_ghost" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"parent_group_id" uuid,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"optional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid,
	"bundle_id" uuid,
	"group_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"manufacturer_part" text NOT NULL,
	"manufacturer_name" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"service_length" integer DEFAULT 0 NOT NULL,
	"pricing_hidden" boolean DEFAULT false NOT NULL,
	"is_custom_request" boolean DEFAULT false NOT NULL,
	"item_type" text,
	"initial_term" integer,
	"comment" text DEFAULT '' NOT NULL,
	"updated_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"document_number" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 7 NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tech_specs" (
	"product_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_tech_specs_product_id_sort_pk" PRIMARY KEY("product_id","sort")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"manufacturer_name" text NOT NULL,
	"manufacturer_part" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"unspsc" text DEFAULT '' NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"list_price" numeric(14, 2) NOT NULL,
	"pricing_hidden" boolean DEFAULT false NOT NULL,
	"service_length" integer DEFAULT 0 NOT NULL,
	"item_type" text,
	"initial_term" integer,
	"available" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(manufacturer_part, '')), 'A') || setweight(to_tsvector('simple', coalesce(manufacturer_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(category, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchin_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"identity" text NOT NULL,
	"secret_hash" text NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"operation" text DEFAULT 'create' NOT NULL,
	"start_token_hash" text NOT NULL,
	"buyer_cookie" text DEFAULT '' NOT NULL,
	"return_url" text NOT NULL,
	"envelope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"login_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"transferred_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_group_id_cart_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."cart_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_groups" ADD CONSTRAINT "cart_groups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_bundle_id_cart_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."cart_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_group_id_cart_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."cart_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD CONSTRAINT "pricing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_requests" ADD CONSTRAINT "pricing_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tech_specs" ADD CONSTRAINT "product_tech_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_accounts" ADD CONSTRAINT "punchin_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_accounts" ADD CONSTRAINT "punchin_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD CONSTRAINT "punchin_sessions_account_id_punchin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."punchin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD CONSTRAINT "punchin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD CONSTRAINT "punchin_sessions_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_document_idx" ON "attachments" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "cart_bundles_cart_idx" ON "cart_bundles" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_groups_cart_idx" ON "cart_groups" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_lines_bundle_idx" ON "cart_lines" USING btree ("bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_live_cart_per_user_key" ON "carts" USING btree ("owner_user_id") WHERE "carts"."kind" = 'cart';--> statement-breakpoint
CREATE INDEX "carts_company_kind_idx" ON "carts" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "carts_owner_kind_idx" ON "carts" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_document_number_key" ON "carts" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_lower_key" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_requests_number_key" ON "pricing_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pricing_requests_company_idx" ON "pricing_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_part_trgm_idx" ON "products" USING gin (lower("manufacturer_part") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_manufacturer_part_key" ON "products" USING btree ("manufacturer_id",lower("manufacturer_part"));--> statement-breakpoint
CREATE UNIQUE INDEX "punchin_accounts_identity_key" ON "punchin_accounts" USING btree ("protocol",lower("domain"),lower("identity"));--> statement-breakpoint
CREATE UNIQUE INDEX "punchin_sessions_start_token_key" ON "punchin_sessions" USING btree ("start_token_hash");--> statement-breakpoint
CREATE INDEX "punchin_sessions_login_idx" ON "punchin_sessions" USING btree ("login_id");