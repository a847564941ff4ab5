import {
  EMPTY_GUID,
  Enumerations,
  type SubmitPricingRequestAnswer,
  type SubmitPricingRequestBody,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, documentCounters, pricingRequests } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { Problems } from '../../http/problem';
import { companyOf, draftCutoff, PRICING_REQUEST } from './access';
import { isUniqueViolation, retryId } from './idempotency';
import { cartSnapshot, productSnapshot } from './pricing-request-lines';

/** The document_counters row of pricing-request numbers, and where they start (PR-100001). */
export const PRICING_REQUEST_COUNTER = 'pricing-request';
const FIRST_NUMBER = 100_001;
const SUBMITTED = Enumerations.PricingRequestStatus.Submitted.value;

type SubmitBody = SubmitPricingRequestBody & { comments: string; attachmentIds: string[] };

async function findOwn(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<SubmitPricingRequestAnswer | null> {
  const [row] = await db
    .select({ id: pricingRequests.id, number: pricingRequests.number, status: pricingRequests.status })
    .from(pricingRequests)
    .where(and(eq(pricingRequests.id, id), eq(pricingRequests.requesterUserId, principal.userId)))
    .limit(1);
  return row ?? null;
}

/** The next PR- number, atomically: the counter row is created at the first number or incremented. */
async function nextNumber(db: Executor): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ name: PRICING_REQUEST_COUNTER, value: FIRST_NUMBER })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  return `PR-${row?.value}`;
}

/**
 * `v1.0/ShoppingCart/submitPricingRequest`: a pricing request, status Submitted, of the cart (or some of its
 * lines) or one product, claiming the caller's draft attachments, all in one transaction. The cart is left as
 * it is: the request is a copy of its lines, and the user may still check out what is priced or remove the
 * requested lines themselves.
 */
export async function submitPricingRequest(
  services: Services,
  principal: Principal,
  body: SubmitBody,
): Promise<SubmitPricingRequestAnswer> {
  const { db } = services;
  const companyId = companyOf(principal);
  const id = body.requestId ? retryId('pricing-request', principal.userId, body.requestId) : undefined;
  if (id) {
    const earlier = await findOwn(db, principal, id);
    if (earlier) return earlier;
  }

  const lines =
    body.source === 'cart'
      ? await cartSnapshot(db, principal, companyId, body.lineIds)
      : await productSnapshot(db, body.productId, body.quantity);
  const attachmentIds = [...new Set(body.attachmentIds)];

  try {
    return await db.transaction(async (tx) => {
      const number = await nextNumber(tx);
      const [created] = await tx
        .insert(pricingRequests)
        .values({
          ...(id ? { id } : {}),
          companyId,
          requesterUserId: principal.userId,
          number,
          title: body.title,
          comments: body.comments,
          status: SUBMITTED,
          lines,
        })
        .returning({
          id: pricingRequests.id,
          number: pricingRequests.number,
          status: pricingRequests.status,
        });
      if (!created) throw Problems.internal();
      if (attachmentIds.length > 0) {
        const claimed = await tx
          .update(attachments)
          .set({ documentId: created.id })
          .where(
            and(
              inArray(attachments.id, attachmentIds),
              eq(attachments.companyId, companyId),
              eq(attachments.uploadedBy, principal.userId),
              eq(attachments.documentType, PRICING_REQUEST),
              eq(attachments.documentId, EMPTY_GUID),
              gt(attachments.createdAt, draftCutoff()),
            ),
          )
          .returning({ id: attachments.id });
        // Every draft or none: a missing one rolls the whole request back, so the user can attach it again.
        if (claimed.length !== attachmentIds.length) {
          throw Problems.notFound('AttachmentNotFound', formatMessage('PricingRequest.AttachmentNotFound'));
        }
      }
      return created;
    });
  } catch (error) {
    // Two attempts with one requestId at once: the second collides on the id and answers the first's request.
    if (id && isUniqueViolation(error)) {
      const earlier = await findOwn(db, principal, id);
      if (earlier) return earlier;
    }
    throw error;
  }
}
