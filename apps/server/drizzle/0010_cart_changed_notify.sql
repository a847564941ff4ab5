-- Issue 14: the live cart's answer is kept in the server's memory between calls where the database tells the
-- one process of every change before the changing statement returns: PGlite (src/features/cart/cart-cache.ts).
-- Every change to a cart, its lines, groups or bundles says `cart:<id>` on the channel `cart_changed`, and a
-- product withdrawn, restored or deleted says `all` (a line's availability is its product's). Only sessions that
-- set portal.notify_carts = 'on' notify: PGlite sets it when it opens; PostgreSQL keeps reading, and its commits
-- do not queue behind the notification lock.
CREATE OR REPLACE FUNCTION "notify_cart_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF current_setting('portal.notify_carts', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'carts' THEN
    PERFORM pg_notify('cart_changed', 'cart:' || changed.id);
  ELSIF TG_TABLE_NAME = 'products' THEN
    PERFORM pg_notify('cart_changed', 'all');
  ELSE
    PERFORM pg_notify('cart_changed', 'cart:' || changed.cart_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "carts_cart_changed" AFTER UPDATE OR DELETE ON "carts" FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_cart_changed" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_groups_cart_changed" AFTER INSERT OR UPDATE OR DELETE ON "cart_groups" FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_cart_changed" AFTER INSERT OR UPDATE OR DELETE ON "cart_bundles" FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();--> statement-breakpoint
CREATE TRIGGER "products_cart_changed" AFTER UPDATE OF "available" OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();
