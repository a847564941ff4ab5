import type { SavedPaymentMethod } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentInfos, userCheckoutPreferences } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { Problems } from '../../http/problem';
import { companyOf } from '../cart/live-cart';
import { listSavedCards, setPreference } from '../checkout/store';
import type { CardProcessor } from './processor';

const methodNotFound = () =>
  Problems.notFound('PaymentMethodNotFound', formatMessage('Payment.MethodNotFound'));

/** The caller's own saved card, not deleted; another user's or company's answers 404 as if it did not exist. */
async function findOwnSavedCard(db: Executor, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(paymentInfos)
    .where(
      and(
        eq(paymentInfos.id, id),
        eq(paymentInfos.companyId, companyOf(principal)),
        eq(paymentInfos.ownerUserId, principal.userId),
        eq(paymentInfos.saved, true),
        isNull(paymentInfos.deletedAt),
      ),
    );
  if (!row) throw methodNotFound();
  return row;
}

/** `listPaymentInformation`: the caller's saved cards, primary first, as a page (records -1 means all). */
export async function listPaymentInformation(
  services: Services,
  principal: Principal,
  query: { start: number; records: number; sortBy: number },
) {
  const all: SavedPaymentMethod[] = await listSavedCards(services.db, principal);
  const data =
    query.records === -1 ? all : all.slice((query.start - 1) * query.records, query.start * query.records);
  return {
    start: query.start,
    size: query.records === -1 ? all.length : query.records,
    totalRecords: all.length,
    records: data.length,
    sortBy: query.sortBy,
    data,
  };
}

export async function setPrimaryPaymentMethod(services: Services, principal: Principal, id: string) {
  const row = await findOwnSavedCard(services.db, principal, id);
  await setPreference(services.db, principal.userId, { primaryPaymentInfoId: row.id });
  return { ok: true as const };
}

/**
 * `deletePaymentMethod`: the processor forgets the vault token first (a processor that cannot be reached leaves
 * the card as it was: the caller may try again), then the card leaves the account — kept as a row, because
 * orders placed with it still refer to it — and stops being the primary.
 */
export async function deletePaymentMethod(
  services: Services,
  processor: CardProcessor,
  principal: Principal,
  id: string,
) {
  const row = await findOwnSavedCard(services.db, principal, id);
  await processor.deleteVaultToken(row.vaultToken);
  await services.db.transaction(async (tx) => {
    await tx.update(paymentInfos).set({ deletedAt: new Date() }).where(eq(paymentInfos.id, row.id));
    await tx
      .update(userCheckoutPreferences)
      .set({ primaryPaymentInfoId: null })
      .where(
        and(
          eq(userCheckoutPreferences.userId, principal.userId),
          eq(userCheckoutPreferences.primaryPaymentInfoId, row.id),
        ),
      );
  });
  return { ok: true as const };
}
