-- Issue 16: a punch-out session's cart is its own. A `create` punch-in starts from an empty cart, an `edit` from the
-- procurement system's lines, and the user's ordinary live cart (kind 'cart') is never touched: the cart of a
-- punch-in login is the row of kind 'punchout' with that login (one per login). Punch-in accounts get a name (what
-- the portal calls the procurement system) and the return origins they may send the cart to (an http return URL
-- must be listed: the return page's CSP allows exactly that origin). The transfer keeps the form it answered with
-- a one-time ticket's hash, for the return page that posts it and may be opened again to retry.
-- drizzle-kit made the statements and the snapshot (regenerated after 0014 when the two changes met).
ALTER TABLE "carts" ADD COLUMN "login_id" uuid;--> statement-breakpoint
ALTER TABLE "punchin_accounts" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "punchin_accounts" ADD COLUMN "return_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD COLUMN "return_form" jsonb;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD COLUMN "return_ticket_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_punchout_cart_per_login_key" ON "carts" USING btree ("login_id") WHERE "carts"."kind" = 'punchout';--> statement-breakpoint
CREATE UNIQUE INDEX "punchin_sessions_return_ticket_key" ON "punchin_sessions" USING btree ("return_ticket_hash");