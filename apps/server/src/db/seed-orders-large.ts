import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { orders } from './schema';
import { demoCheckout } from './seed-checkout';
import { demoCompanies, demoUsers } from './seed-data';
import { demoOrders } from './seed-orders';

/**
 * The benchmark documents of `SEED_SCALE=large` (issue 17): 200,000 orders of Northwind placed by its buyer
 * (buyer@northwind.example), each with one to three lines of the catalogue's products, and 100,000 standard
 * invoices billing every other one of them. Written by set-based statements (`generate_series`), no row goes
 * through JavaScript: a few statements whatever the size.
 *
 * - Orders `SO-1000001`… are dated from 2026-06-30 back, one every 7 minutes (about 2.7 years), so the demo's own
 *   orders stay the newest; ids are made from `md5('large-order:' || n)`. An order with an invoice is Closed (its lines
 *   Invoiced), every tenth of the others Cancelled, the rest Open (lines Booked). Totals are the exact sums of the
 *   lines (quantity × the product's price), computed in the same statement as the lines use.
 * - Invoices `INV-2000001`… bill orders 1, 3, 5…: the order's PO, addresses, totals and lines, dated 3 days after
 *   the order, due in 30; seven in ten Paid, two Unpaid, one Partially Paid (half).
 */

/** A valid version-4 UUID (as the contract's Guid checks it) made from the md5 of `text`. */
const uuidOf = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

export const LARGE_ORDER_COUNT = 200_000;
export const LARGE_INVOICE_COUNT = 100_000;

/** Adds the large orders and invoices once (nothing when they are there); answers how many orders it wrote. */
export async function seedLargeOrders(
  db: Db,
  size = { orders: LARGE_ORDER_COUNT, invoices: LARGE_INVOICE_COUNT },
): Promise<number> {
  const existing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, 'SO-1000001'))
    .limit(1);
  if (existing.length > 0) return 0;
  const companyId = demoCompanies.northwind.id;
  const userId = demoUsers.buyer.id;
  const template = demoOrders['radiology-refresh'].id;
  const net30 = demoCheckout.northwind.terms.net30;
  const invoices = Math.min(size.invoices, Math.ceil(size.orders / 2));
  await db.transaction(async (tx) => {
    // The trigram (GIN) indexes of advanced search are built once after the rows rather than kept up to date row by
    // row: dropped here and made again from their own definitions at the end (the same statement the migration
    // ran), in this transaction.
    const gin = (
      (await tx.execute(sql`
        select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename in ('orders', 'order_lines', 'invoices')
          and indexdef ilike '%gin_trgm_ops%'`)) as unknown as {
        rows: { name: string; definition: string }[];
      }
    ).rows;
    for (const index of gin) await tx.execute(sql.raw(`drop index "${index.name}"`));
    // The products the lines are of: 64 priced catalogue products, numbered from 0.
    await tx.execute(sql`
      create temporary table large_picks on commit drop as
      select p.id, p.manufacturer_part, p.manufacturer_name, p.description, p.unit_price,
        (row_number() over (order by p.manufacturer_part) - 1)::int as k
      from (select * from products where available and not pricing_hidden and service_length = 0
        and unit_price > 0 order by manufacturer_part limit 64) p`);
    // Orders are written oldest first (g counts back from the newest), as a portal's orders arrive: a table laid out
    // in the order of its rows' dates, not in the grouping's hash order (which put each of the newest orders on a
    // page of its own and made every list read a page per row).
    // Line n of order g: product ((7g + 13n) mod picks), quantity 1 + (g + n) mod 5; 1 + g mod 3 lines.
    await tx.execute(sql`
      create temporary table large_lines on commit drop as
      select g, n, p.id as product_id, p.manufacturer_part, p.manufacturer_name, p.description,
        (1 + (g + n) % 5)::int as quantity, p.unit_price, p.unit_price * (1 + (g + n) % 5) as extended_price
      from generate_series(1, ${size.orders}) g
      cross join lateral generate_series(1, 1 + g % 3) n
      join large_picks p on p.k = (7 * g + 13 * n) % (select count(*) from large_picks)`);
    await tx.execute(sql`
      insert into orders (id, company_id, user_id, order_number, title, po, status, payment_term_id, bill_to,
        ship_to, end_user, shipping, subtotal, grand_total, account_manager, inside_sales, created_at)
      select ${uuidOf(sql`'large-order:' || t.g`)}, ${companyId}, ${userId}, 'SO-' || (1000000 + t.g),
        (array['Branch refresh', 'Lab expansion', 'Spare parts', 'Clinic rollout', 'Warehouse Wi-Fi',
          'Desktop refresh'])[1 + t.g % 6] || ' ' || t.g,
        'NW-LG-' || lpad(t.g::text, 6, '0'),
        case when t.g % 2 = 1 and (t.g + 1) / 2 <= ${invoices} then -104 when t.g % 10 = 0 then 6 else -102 end,
        ${net30}, o.bill_to, o.ship_to, '{}'::jsonb, o.shipping, t.subtotal, t.subtotal,
        o.account_manager, o.inside_sales,
        timestamptz '2026-06-30 12:00:00+00' - t.g * interval '7 minutes'
      from (select g, sum(extended_price) as subtotal from large_lines group by g) t
      cross join (select * from orders where id = ${template}) o
      order by t.g desc`);
    await tx.execute(sql`
      insert into order_lines (order_id, line_number, product_id, manufacturer_part, manufacturer_name,
        description, quantity, unit_price, extended_price, ship_to, status)
      select ${uuidOf(sql`'large-order:' || l.g`)}, l.n, l.product_id, l.manufacturer_part, l.manufacturer_name,
        l.description, l.quantity, l.unit_price, l.extended_price, o.ship_to,
        case when l.g % 2 = 1 and (l.g + 1) / 2 <= ${invoices} then 'Invoiced'
          when l.g % 10 = 0 then 'Canceled' else 'Booked' end
      from large_lines l cross join (select ship_to from orders where id = ${template}) o`);
    // Invoice i bills order 2i - 1.
    await tx.execute(sql`
      insert into invoices (id, company_id, order_id, invoice_number, invoice_type, status, po, invoice_date,
        due_date, payment_term, bill_to, ship_to, subtotal, grand_total, amount_paid, account_manager, created_at)
      select ${uuidOf(sql`'large-invoice:' || i`)}, ${companyId}, o.id, 'INV-' || (2000000 + i), 1,
        case when i % 10 < 7 then 2 when i % 10 < 9 then 0 else 1 end, o.po,
        (o.created_at + interval '3 days')::date, (o.created_at + interval '33 days')::date, 'Net 30',
        o.bill_to, o.ship_to, o.subtotal, o.grand_total,
        case when i % 10 < 7 then o.grand_total when i % 10 < 9 then 0 else round(o.grand_total / 2, 2) end,
        o.account_manager, o.created_at + interval '3 days'
      from generate_series(1, ${invoices}) i
      join orders o on o.id = ${uuidOf(sql`'large-order:' || (2 * i - 1)`)}`);
    await tx.execute(sql`
      insert into invoice_lines (invoice_id, line_number, order_line_number, manufacturer_part,
        manufacturer_name, description, quantity, unit_price, extended_price)
      select ${uuidOf(sql`'large-invoice:' || (l.g + 1) / 2`)}, l.n, l.n, l.manufacturer_part, l.manufacturer_name,
        l.description, l.quantity, l.unit_price, l.extended_price
      from large_lines l where l.g % 2 = 1 and (l.g + 1) / 2 <= ${invoices}`);
    for (const index of gin) await tx.execute(sql.raw(index.definition));
  });
  // Fresh statistics, so that the planner picks the list indexes at once, and the visibility map set, so that the
  // lists' counts read the index alone (an index-only scan), rather than after autovacuum.
  for (const table of ['orders', 'order_lines', 'invoices', 'invoice_lines']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return size.orders;
}
