import {
  checkoutEndpoints,
  INVOICE_DOCUMENT_TYPE,
  PaymentInfoRequestStatus,
  paymentEndpoints,
} from '@b2b-portal/api';
import { paymentInfoRequests } from '../../db/schema';
import type { RouteRegistrar } from '../../http/registrar';
import { companyOf } from '../cart/live-cart';
import { checkInvoicePaymentRequest } from '../invoices/pay';
import { publicOrigin } from '../punch-in/answers';
import { cardProblemResponse } from './card-problem';
import { companyCardProcessor, pingOf } from './configuration';
import { convertSessionToToken } from './convert';
import { companyOfPayer, payerOf } from './payer';
import { CardProcessorUnavailableError } from './processor';
import { cardProcessorOf } from './processor-of';
import { describePaymentInfoRequest, findPaymentInfoRequest, PAYMENT_INFO_REQUEST_TTL_MS } from './requests';
import { deletePaymentMethod, listPaymentInformation, setPrimaryPaymentMethod } from './saved-cards';

/**
 * Card payment (001 §7 "Payment", 002 §4 payment methods; README.md): processor configuration, protect tokens,
 * the TLS check, session-to-token conversion, payment info requests, and the caller's saved cards.
 */
export function paymentRoutes(route: RouteRegistrar): void {
  route(paymentEndpoints.getConfiguration, async ({ query, principal, services, c }) => {
    const companyId = query.paymentInfoRequestID
      ? (await findPaymentInfoRequest(services.db, query.paymentInfoRequestID)).companyId
      : (principal?.companyId ?? null);
    const creditCardProcessor = await companyCardProcessor(services.db, companyId);
    return cardProcessorOf(services).configuration({ creditCardProcessor }, publicOrigin(c, services));
  });

  route(paymentEndpoints.getProtectToken, async ({ query, principal, services, c }) => {
    const payer = await payerOf(services.db, principal, query.paymentInfoRequestID, { open: true });
    try {
      const issued = await cardProcessorOf(services).issueProtectToken(payer.reference);
      return { protectToken: issued.protectToken, expiresAt: issued.expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof CardProcessorUnavailableError) return cardProblemResponse(c, 'unavailable', 503);
      throw error;
    }
  });

  route(paymentEndpoints.ping, async ({ c }) => pingOf(c));

  route(paymentEndpoints.convertSessionToToken, async ({ body, principal, services, c }) => {
    const payer = await payerOf(services.db, principal, body.paymentInfoRequestID, { open: true });
    const processorName = await companyCardProcessor(services.db, companyOfPayer(payer));
    const result = await convertSessionToToken(
      services,
      cardProcessorOf(services),
      payer,
      body,
      processorName,
    );
    return 'kind' in result ? cardProblemResponse(c, result.kind) : result;
  });

  route(paymentEndpoints.addPaymentInfoRequest, async ({ body, services, user, c }) => {
    const principal = user();
    // An invoice's request pays that invoice when the card is entered: only one the caller sees, with a balance.
    if (body.documentType === INVOICE_DOCUMENT_TYPE)
      await checkInvoicePaymentRequest(services, principal, body);
    const [row] = await services.db
      .insert(paymentInfoRequests)
      .values({
        companyId: companyOf(principal),
        requestedBy: principal.userId,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        message: body.message,
        documentType: body.documentType,
        documentNumber: body.documentNumber,
        title: body.title,
        amount: body.amount,
        status: PaymentInfoRequestStatus.Open,
        expiresAt: new Date(Date.now() + PAYMENT_INFO_REQUEST_TTL_MS),
      })
      .returning({ id: paymentInfoRequests.id });
    if (!row) throw new Error('The payment info request was not added');
    return { id: row.id, url: `${publicOrigin(c, services)}/#/payment-info-request?id=${row.id}` };
  });

  route(paymentEndpoints.getPaymentInfoRequest, async ({ query, services }) =>
    describePaymentInfoRequest(services.db, await findPaymentInfoRequest(services.db, query.id)),
  );

  route(checkoutEndpoints.listPaymentInformation, async ({ query, services, user }) =>
    listPaymentInformation(services, user(), query),
  );

  route(checkoutEndpoints.setUserPrimaryPaymentMethod, async ({ body, services, user }) =>
    setPrimaryPaymentMethod(services, user(), body.id),
  );

  route(paymentEndpoints.deletePaymentMethod, async ({ query, services, user, c }) => {
    try {
      return await deletePaymentMethod(services, cardProcessorOf(services), user(), query.id);
    } catch (error) {
      if (error instanceof CardProcessorUnavailableError) return cardProblemResponse(c, 'unavailable', 503);
      throw error;
    }
  });
}

export { cardProcessorSandboxRoutes } from './sandbox-routes';
