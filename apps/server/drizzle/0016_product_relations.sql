-- Issue 16: a product's service contracts and options. One row relates a product to another catalogue product of
-- kind 'service' (a service contract or warranty for it) or 'option' (a compatible accessory or module), in `sort`
-- order; the product detail lists the related products the customer may see (available ones), with their prices.
-- Deleting either product deletes the relation. drizzle-kit made the statements and the snapshot.
CREATE TABLE "product_relations" (
	"product_id" uuid NOT NULL,
	"related_product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id"),
	CONSTRAINT "product_relations_kind_check" CHECK ("product_relations"."kind" in ('service', 'option')),
	CONSTRAINT "product_relations_not_itself_check" CHECK ("product_relations"."product_id" <> "product_relations"."related_product_id")
);
--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_relations_related_idx" ON "product_relations" USING btree ("related_product_id");