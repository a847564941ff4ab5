CREATE TABLE "saml_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"idp_entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"idp_certificate" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_email_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"configuration_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"relay_hash" text NOT NULL,
	"configuration_id" uuid NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saml_configurations" ADD CONSTRAINT "saml_configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_email_domains" ADD CONSTRAINT "saml_email_domains_configuration_id_saml_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."saml_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_configuration_id_saml_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."saml_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saml_configurations_company_key" ON "saml_configurations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saml_requests_relay_key" ON "saml_requests" USING btree ("relay_hash");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");