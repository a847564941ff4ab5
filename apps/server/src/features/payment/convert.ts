import {
  type CardProcessorName,
  type ConvertedCard,
  type ConvertSessionBody,
  EMPTY_GUID,
  INVOICE_DOCUMENT_TYPE,
  PaymentInfoRequestStatus,
} from '@b2b-portal/api';
import { and, eq, gt } from 'drizzle-orm';
import type { output } from 'zod/v4/core';
import { paymentInfoRequests, paymentInfos } from '../../db/schema';
import type { Services } from '../../http/context';
import { describeError } from '../../logger';
import { preferencesOf, setPreference, toSavedPaymentMethod } from '../checkout/store';
import { payInvoiceByRequest } from '../invoices/pay';
import type { Payer } from './payer';
import type { CardProcessor, ConversionFailure, ConvertedSession } from './processor';
import { assertOpen, findPaymentInfoRequest } from './requests';
import { type CardBrand, maskedNumber } from './test-cards';

type Body = output<typeof ConvertSessionBody>;

/**
 * `convertSessionToToken`: the processor turns the browser's session into a vault token (or says why not); the
 * portal keeps the token with the masked number, type, expiry, holder and billing address — and, for a payment
 * info request, completes the request in the same transaction. A request paid meanwhile by someone else gets
 * 409, and the vault token just made is removed again.
 */
export async function convertSessionToToken(
  services: Services,
  processor: CardProcessor,
  payer: Payer,
  body: Body,
  /** The page the card was entered on: the payer company's processor. */
  processorName: CardProcessorName,
): Promise<ConvertedCard | ConversionFailure> {
  const converted = await processor.convertSession({
    sessionID: body.sessionID,
    protectToken: body.protectToken,
    reference: payer.reference,
  });
  if (!converted.ok) return converted;
  try {
    return await keepCard(services, payer, body, converted, processorName);
  } catch (error) {
    await processor
      .deleteVaultToken(converted.vaultToken)
      .catch((cause: unknown) =>
        services.log.error('vault token of an unused card not deleted', describeError(cause)),
      );
    throw error;
  }
}

async function keepCard(
  services: Services,
  payer: Payer,
  body: Body,
  card: ConvertedSession,
  processorName: CardProcessorName,
): Promise<ConvertedCard> {
  const owner =
    payer.kind === 'user'
      ? payer.principal
      : payer.principal?.companyId === payer.request.companyId
        ? payer.principal
        : null;
  const saved = body.saveCreditCardInfo && owner !== null;
  const billingAddress = {
    companyName: body.companyName,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    // The card form's country is always the USA (001 §4).
    countryCode: 'USA',
    email: body.email,
    phone: body.phone,
  };

  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentInfos)
      .values({
        companyId: payer.kind === 'user' ? payer.companyId : payer.request.companyId,
        ownerUserId: owner?.userId ?? null,
        processor: processorName,
        vaultToken: card.vaultToken,
        cardType: card.cardType,
        maskedCardNumber: maskedNumber(card.cardType as CardBrand, card.last4),
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        cardHolder: body.cardHolderName,
        billingAddress,
        saved,
      })
      .returning();
    if (!row) throw new Error('The card was not kept');

    let primaryId: string | null | undefined;
    if (saved && owner) {
      // The first saved card (or one saved while the primary is gone) becomes the primary.
      primaryId = (await preferencesOf(tx, owner.userId)).primaryPaymentInfoId;
      const [primary] = primaryId
        ? await tx
            .select({ deletedAt: paymentInfos.deletedAt })
            .from(paymentInfos)
            .where(eq(paymentInfos.id, primaryId))
        : [];
      if (!primary || primary.deletedAt) {
        await setPreference(tx, owner.userId, { primaryPaymentInfoId: row.id });
        primaryId = row.id;
      }
    }

    let paymentInfoRequestID = EMPTY_GUID;
    if (payer.kind === 'request') {
      const now = new Date();
      const [completed] = await tx
        .update(paymentInfoRequests)
        .set({ status: PaymentInfoRequestStatus.Completed, completedAt: now, paymentInfoId: row.id })
        .where(
          and(
            eq(paymentInfoRequests.id, payer.request.id),
            eq(paymentInfoRequests.status, PaymentInfoRequestStatus.Open),
            gt(paymentInfoRequests.expiresAt, now),
          ),
        )
        .returning({ id: paymentInfoRequests.id });
      // Paid or expired since it was read: answer what it is now (409 / 410).
      if (!completed) {
        assertOpen(await findPaymentInfoRequest(tx, payer.request.id), now);
        throw new Error('Payment info request not completed');
      }
      paymentInfoRequestID = completed.id;
      if (payer.request.documentType === INVOICE_DOCUMENT_TYPE) {
        await payInvoiceByRequest(tx, payer.request, row.id);
      }
    }

    return { paymentInfoID: row.id, paymentInfoRequestID, card: toSavedPaymentMethod(row, primaryId), saved };
  });
}
