import { createHash } from 'node:crypto';
import { Enumerations } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  carrierTrackingUrl,
  hasPermission,
  TRACKING_NOT_AVAILABLE,
  trackingList,
} from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { effectivePermissions } from '../../auth/principal';
import type { Db, Executor, Tx } from '../../db/client';
import {
  orderLineStatusHistory,
  orderLines,
  orders,
  products,
  shipmentAllOrdersSubscriptions,
  shipmentContainerItems,
  shipmentContainers,
  shipmentSubscriptions,
  shipments,
  users,
} from '../../db/schema';
import type { Env } from '../../env';
import { ProblemError } from '../../http/problem';
import { enqueueJob, type JobHandlers, runDueJobs } from '../jobs/queue';
import { enqueueMail } from '../mail/outbox';
import { returnDeskJobHandlers } from '../returns/return-desk';
import { nextNumber } from '../workflow/numbers';

/**
 * The reseller's order system moves an order's lines along New → Booked → Scheduled → Shipped (→ Invoiced),
 * outside the portal, and makes the shipments. `orderDeskJobHandlers` is the local sandbox of that system: each
 * move is one job on the job queue (features/jobs/queue.ts), run in the job's transaction, which enqueues the next
 * move `stepSeconds` later (ORDER_DESK_STEP_SECONDS), so tests and journeys drive it quickly. The sandbox route
 * (`sandbox-routes.ts`, ORDER_DESK_MODE=sandbox) starts it for an order; with ORDER_DESK_MODE=off the real system
 * writes the same rows (a shipment with its containers and items, the lines' carrier, tracking and status
 * history) and calls `announceShipment`.
 *
 * Each move records a status history row per line it moves. Shipping makes one shipment of every Scheduled line,
 * two lines to a container; a line without a catalogue product (a custom request) ships in a container whose
 * tracking number is 'Not Available'. The subscribers of the order (shipment_subscriptions) get a mail.
 * An order that is Cancelled has its lines not yet shipped moved to Canceled and stops.
 *
 * BackOrder (README.md "BackOrder"): at the Scheduled move, a line the sandbox cannot fill — its catalogue product
 * is withdrawn (products.available false) or its quantity is over `fillLimit` (ORDER_DESK_FILL_LIMIT) — goes
 * BackOrder instead, and stays there while the order's other lines move on.
 *
 * With ORDER_DESK_AUTOSTART=on (the default) checkout starts the sandbox on every order it places
 * (`startOrderDeskFor` in the order's transaction), as the reseller's system takes a new order.
 *
 * Invoicing is not here: `OrderDeskHooks.issueInvoice` is where the invoices feature plugs in. Without it the
 * sandbox stops at Shipped; with it, the move after Shipped calls it and marks those lines Invoiced.
 */

export const ORDER_DESK_JOB = 'orderDesk.advance';
export const ORDER_DESK_ACTOR = 'Order desk';
export const SHIPMENT_COUNTER = 'shipment';
/** Shipment numbers the order desk gives (SH-700001…). */
export const FIRST_SHIPMENT_NUMBER = 700_001;
export const DEFAULT_CARRIER = 'UPS';
/** The most of one line the sandbox fills when no limit is given (ORDER_DESK_FILL_LIMIT's default). */
export const DEFAULT_FILL_LIMIT = 100;
/** The status history's comment on a line the sandbox could not fill. */
export const BACK_ORDER_COMMENT = 'Order desk: not in stock';

/**
 * Whether the sandbox can fill a line (README.md "BackOrder"): not when its catalogue product is withdrawn, nor
 * when its quantity is over the fill limit. A custom line (no product) is filled (it ships without tracking).
 */
export function canFillLine(
  line: { quantity: number; productId: string | null },
  productAvailable: boolean,
  fillLimit: number,
): boolean {
  if (line.productId !== null && !productAvailable) return false;
  return line.quantity <= fillLimit;
}

const CANCELLED = Enumerations.OrderStatus.Cancelled.value;

export interface OrderDeskHooks {
  /**
   * Issues the invoice of the shipped lines inside the move's transaction (the invoices feature). When absent,
   * the sandbox leaves the lines Shipped.
   */
  issueInvoice?: (tx: Executor, order: { id: string; companyId: string }, lineIds: string[]) => Promise<void>;
}

export interface OrderDeskOptions extends OrderDeskHooks {
  /** Seconds between two moves of an order. */
  stepSeconds: number;
  /** The most of one line the sandbox can fill (default `DEFAULT_FILL_LIMIT`); a line over it goes BackOrder. */
  fillLimit?: number;
  /** The portal's address, for the link in the shipment mail ('' for a relative link). */
  publicUrl?: string;
}

export type OrderDeskMove = 'Booked' | 'Scheduled' | 'Shipped' | 'Invoiced' | 'Canceled';

/** What one move did: which move, and the shipment it made. */
export interface OrderDeskResult {
  move: OrderDeskMove | null;
  shipment: { id: string; number: string } | null;
}

const NEXT: Readonly<Record<string, OrderDeskMove>> = {
  New: 'Booked',
  None: 'Booked',
  Booked: 'Scheduled',
  Scheduled: 'Shipped',
  Shipped: 'Invoiced',
};
const MOVE_ORDER: readonly OrderDeskMove[] = ['Booked', 'Scheduled', 'Shipped', 'Invoiced'];

type LineRow = typeof orderLines.$inferSelect;

const today = (now: Date) => now.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A tracking number the sandbox's carrier would give a container (stable for a shipment and position). */
function sandboxTrackingNumber(shipmentNumber: string, position: number): string {
  const digest = createHash('sha256').update(`${shipmentNumber}:${position}`).digest('hex').toUpperCase();
  return `1Z${digest.slice(0, 16)}`;
}

async function setStatus(tx: Executor, lines: LineRow[], status: string, now: Date, comment = '') {
  if (lines.length === 0) return;
  await tx
    .update(orderLines)
    .set({ status })
    .where(
      inArray(
        orderLines.id,
        lines.map((line) => line.id),
      ),
    );
  await tx
    .insert(orderLineStatusHistory)
    .values(lines.map((line) => ({ orderLineId: line.id, status, changedAt: now, comment })));
}

/** Makes the shipment of `lines` (two lines to a container) and writes carrier and tracking on the lines. */
export async function createShipment(
  tx: Executor,
  order: { id: string; companyId: string },
  lines: LineRow[],
  now: Date,
  carrier = DEFAULT_CARRIER,
): Promise<{ id: string; number: string }> {
  const number = await nextNumber(tx, SHIPMENT_COUNTER, 'SH-', FIRST_SHIPMENT_NUMBER);
  const shipDate = today(now);
  const [shipment] = await tx
    .insert(shipments)
    .values({ companyId: order.companyId, orderId: order.id, number, carrier, shipDate, createdAt: now })
    .returning({ id: shipments.id, number: shipments.number });
  if (!shipment) throw new Error('shipment not written');
  const stocked = lines.filter((line) => line.productId !== null);
  const custom = lines.filter((line) => line.productId === null);
  const boxes: { lines: LineRow[]; trackingNumber: string }[] = [];
  for (let index = 0; index < stocked.length; index += 2) {
    boxes.push({ lines: stocked.slice(index, index + 2), trackingNumber: '' });
  }
  if (custom.length > 0) boxes.push({ lines: custom, trackingNumber: TRACKING_NOT_AVAILABLE });
  for (const [index, box] of boxes.entries()) {
    const position = index + 1;
    const trackingNumber = box.trackingNumber || sandboxTrackingNumber(number, position);
    const trackingUrl = carrierTrackingUrl(carrier, trackingNumber);
    const [container] = await tx
      .insert(shipmentContainers)
      .values({ shipmentId: shipment.id, position, trackingNumber, trackingUrl })
      .returning({ id: shipmentContainers.id });
    if (!container) throw new Error('container not written');
    await tx.insert(shipmentContainerItems).values(
      box.lines.map((line, itemIndex) => ({
        containerId: container.id,
        position: itemIndex + 1,
        orderLineId: line.id,
        lineNumber: line.lineNumber,
        manufacturerPart: line.manufacturerPart,
        description: line.description,
        quantity: line.quantity,
        serialNumbers: line.serialNumbers,
      })),
    );
    for (const line of box.lines) {
      await tx
        .update(orderLines)
        .set({ carrier, trackingNumber, trackingUrl, shipDate })
        .where(eq(orderLines.id, line.id));
    }
  }
  return shipment;
}

/**
 * Who gets the mail of a shipment of an order (002 §3): the order's subscribers, and the users of the order's
 * company subscribed to all orders who may see it — the one who placed it, or a holder of viewAllOrders or a super
 * permission (orders/store.ts `orderScope`; the affiliated companies' orders are not mailed). Once each, by email.
 */
export async function shipmentSubscribers(
  tx: Executor,
  order: { orderId: string; companyId: string; placedBy: string },
): Promise<{ email: string; firstName: string }[]> {
  const one = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(shipmentSubscriptions)
    .innerJoin(users, eq(users.id, shipmentSubscriptions.userId))
    .where(eq(shipmentSubscriptions.orderId, order.orderId));
  const all = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(shipmentAllOrdersSubscriptions)
    .innerJoin(users, eq(users.id, shipmentAllOrdersSubscriptions.userId))
    .where(
      and(
        eq(shipmentAllOrdersSubscriptions.companyId, order.companyId),
        eq(users.companyId, order.companyId),
      ),
    );
  const seeing = [];
  for (const user of all) {
    if (user.id === order.placedBy) {
      seeing.push(user);
      continue;
    }
    const permissions = await effectivePermissions(tx as Db, user.id);
    // A super permission passes too (hasPermission).
    if (hasPermission(permissions, 'viewAllOrders')) seeing.push(user);
  }
  const byEmail = new Map([...one, ...seeing].map((user) => [user.email, user]));
  return [...byEmail.values()]
    .sort((a, b) => a.email.localeCompare(b.email))
    .map(({ email, firstName }) => ({ email, firstName }));
}

/** The mail to the order's subscribers that a shipment was made (inside the caller's transaction). */
export async function announceShipment(
  tx: Executor,
  shipmentId: string,
  options: { publicUrl?: string } = {},
): Promise<void> {
  const [shipment] = await tx
    .select({
      id: shipments.id,
      number: shipments.number,
      carrier: shipments.carrier,
      shipDate: shipments.shipDate,
      orderId: orders.id,
      companyId: orders.companyId,
      placedBy: orders.userId,
      orderNumber: orders.orderNumber,
      title: orders.title,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!shipment) return;
  const containers = await tx
    .select({
      trackingNumber: shipmentContainers.trackingNumber,
      trackingUrl: shipmentContainers.trackingUrl,
    })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipment.id))
    .orderBy(asc(shipmentContainers.position));
  const tracking = trackingList(containers)
    .map((entry) => entry.trackingNumber)
    .join(', ');
  const subscribers = await shipmentSubscribers(tx, shipment);
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  const link = `${base}/#/shipment?number=${encodeURIComponent(shipment.number)}&id=${shipment.id}`;
  for (const subscriber of subscribers) {
    await enqueueMail(tx, {
      companyId: shipment.companyId,
      to: [subscriber.email],
      subject: formatMessage('Shipment.Mail.Subject', {
        order: shipment.orderNumber,
        number: shipment.number,
      }),
      text: formatMessage('Shipment.Mail.Text', {
        name: subscriber.firstName,
        number: shipment.number,
        order: shipment.orderNumber,
        title: shipment.title,
        date: shipment.shipDate,
        carrier: shipment.carrier,
        tracking,
        link,
      }),
      kind: 'shipment.created',
      documentType: Enumerations.DocumentType.Orders.value,
      documentId: shipment.orderId,
    });
  }
}

/**
 * One move of the order desk on an order, inside the caller's transaction: the lines at the earliest status
 * move one step (see the module's comment). Returns what it did; `move` is null when nothing was left to do.
 */
export async function advanceOrder(
  tx: Executor,
  orderId: string,
  options: OrderDeskOptions,
  now = new Date(),
): Promise<OrderDeskResult> {
  const [order] = await tx
    .select({ id: orders.id, companyId: orders.companyId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { move: null, shipment: null };
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.lineNumber));
  if (order.status === CANCELLED) {
    const open = lines.filter((line) =>
      ['New', 'None', 'Booked', 'Scheduled', 'BackOrder'].includes(line.status),
    );
    await setStatus(tx, open, 'Canceled', now, ORDER_DESK_ACTOR);
    return { move: open.length > 0 ? 'Canceled' : null, shipment: null };
  }
  const moves = lines.flatMap((line) => (NEXT[line.status] ? [NEXT[line.status] as OrderDeskMove] : []));
  const move = MOVE_ORDER.find((candidate) => moves.includes(candidate));
  if (!move) return { move: null, shipment: null };
  if (move === 'Invoiced' && !options.issueInvoice) return { move: null, shipment: null };
  let moving = lines.filter((line) => NEXT[line.status] === move);
  let shipment: OrderDeskResult['shipment'] = null;
  if (move === 'Scheduled') {
    // The lines it cannot fill go BackOrder and stay there; the others are scheduled.
    const productIds = moving.flatMap((line) => (line.productId ? [line.productId] : []));
    const available = new Set(
      productIds.length === 0
        ? []
        : (
            await tx
              .select({ id: products.id })
              .from(products)
              .where(and(inArray(products.id, productIds), eq(products.available, true)))
          ).map((product) => product.id),
    );
    const limit = options.fillLimit ?? DEFAULT_FILL_LIMIT;
    const unfilled = moving.filter(
      (line) => !canFillLine(line, line.productId !== null && available.has(line.productId), limit),
    );
    await setStatus(tx, unfilled, 'BackOrder', now, BACK_ORDER_COMMENT);
    moving = moving.filter((line) => !unfilled.includes(line));
    const scheduledDate = addDays(today(now), 2);
    if (moving.length > 0) {
      await tx
        .update(orderLines)
        .set({ scheduledDate })
        .where(
          inArray(
            orderLines.id,
            moving.map((line) => line.id),
          ),
        );
    }
  }
  if (move === 'Shipped') {
    shipment = await createShipment(tx, order, moving, now);
  }
  if (move === 'Invoiced') {
    await options.issueInvoice?.(
      tx,
      order,
      moving.map((line) => line.id),
    );
  }
  await setStatus(tx, moving, move, now, shipment?.number ?? '');
  if (shipment) await announceShipment(tx, shipment.id, options);
  return { move, shipment };
}

/** Starts the order desk on an order: its first move is due now. 404-style problem for an unknown number. */
export async function startOrderDesk(
  db: Executor,
  orderNumber: string,
): Promise<{ id: string; number: string }> {
  const [order] = await db
    .select({ id: orders.id, number: orders.orderNumber })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new ProblemError(404, 'OrderNotFound', formatMessage('Order.NotFound'));
  await enqueueJob(db, ORDER_DESK_JOB, { orderId: order.id });
  return order;
}

/** Whether checkout starts the sandbox on the orders it places (ORDER_DESK_MODE=sandbox, ORDER_DESK_AUTOSTART=on). */
export const autostartsOrderDesk = (env: Pick<Env, 'ORDER_DESK_MODE' | 'ORDER_DESK_AUTOSTART'>) =>
  env.ORDER_DESK_MODE === 'sandbox' && env.ORDER_DESK_AUTOSTART === 'on';

/** Starts the sandbox on a placed order, inside the caller's transaction: its first move `stepSeconds` from now. */
export async function startOrderDeskFor(db: Executor, orderId: string, stepSeconds: number): Promise<void> {
  await enqueueJob(db, ORDER_DESK_JOB, { orderId }, { runAfter: new Date(Date.now() + stepSeconds * 1000) });
}

/** The sandbox's job handler: one move, then the next one `stepSeconds` later while there is one. */
export function orderDeskJobHandlers(options: OrderDeskOptions): JobHandlers {
  return {
    // The same system moves the return requests (features/returns/return-desk.ts).
    ...returnDeskJobHandlers(options),
    [ORDER_DESK_JOB]: async (payload, tx: Tx) => {
      const orderId = typeof payload.orderId === 'string' ? payload.orderId : '';
      if (!orderId) return;
      const result = await advanceOrder(tx, orderId, options);
      if (!result.move || result.move === 'Canceled') return;
      await enqueueJob(
        tx,
        ORDER_DESK_JOB,
        { orderId },
        { runAfter: new Date(Date.now() + options.stepSeconds * 1000) },
      );
    },
  };
}

/** Runs the order desk's due moves now (tests; the worker in main.ts does it every ORDER_DESK_POLL_MS). */
export const runOrderDesk = (db: Db, options: OrderDeskOptions) =>
  runDueJobs(db, orderDeskJobHandlers(options));
