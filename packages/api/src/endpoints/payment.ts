import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Ok } from '../schemas/common';
import {
  AddPaymentInfoRequestBody,
  ConvertedCard,
  ConvertSessionBody,
  DeletePaymentMethodQuery,
  PaymentConfiguration,
  PaymentInfoRequest,
  PaymentInfoRequestCreated,
  PaymentPing,
  PaymentRequestQuery,
  ProtectToken,
  ProtectTokenQuery,
} from '../schemas/payment';
import { CHECKOUT_PERMISSION } from './checkout';

/**
 * Card payment (001 §7 "Payment", 002 §4). The configuration, protect token, ping and the conversion are public
 * so that a signed-out person can pay a payment info request; without a request id they need a signed-in user.
 */
export const paymentEndpoints = {
  getConfiguration: defineEndpoint({
    id: 'creditCardPayment.getConfiguration',
    method: 'GET',
    path: 'v1.0/creditCardPayment/getConfiguration',
    access: 'public',
    query: PaymentRequestQuery,
    answer: PaymentConfiguration,
    errors: { 404: ['PaymentInfoRequestNotFound'] },
    summary:
      "Which card processor page to show (wex or paytrace), its script or tokenizer URL and environment: the caller's company's, or the payment info request's.",
  }),
  getProtectToken: defineEndpoint({
    id: 'creditCardPayment.getProtectToken',
    method: 'GET',
    path: 'v1.0/creditCardPayment/getProtectToken',
    access: 'public',
    query: ProtectTokenQuery,
    answer: ProtectToken,
    errors: {
      401: ['Unauthorized'],
      403: ['Forbidden'],
      409: ['PaymentInfoRequestCompleted'],
      410: ['PaymentInfoRequestExpired'],
    },
    summary:
      'A short-lived token for the processor tokenizer: for the signed-in caller, or for an open payment info request.',
  }),
  ping: defineEndpoint({
    id: 'accountsreceivable.ping',
    method: 'GET',
    path: 'core/accountsreceivable/ping',
    access: 'public',
    answer: PaymentPing,
    summary: 'The protocol the browser reached the server with; card entry needs TLS 1.1 or higher (001 §5).',
  }),
  convertSessionToToken: defineEndpoint({
    id: 'creditcardpayment.convertSessionToToken',
    method: 'POST',
    path: 'v1.0/creditcardpayment/convertSessionToToken',
    access: 'public',
    body: ConvertSessionBody,
    answer: ConvertedCard,
    redactBody: true,
    errors: {
      401: ['Unauthorized'],
      409: ['PaymentInfoRequestCompleted'],
      410: ['PaymentInfoRequestExpired'],
      422: [
        'CardProcessorUnavailable',
        'CardSessionNotFound',
        'CardTriesExceeded',
        'CardValidationFailed',
        'CardVerificationFailed',
        'ProtectTokenExpired',
      ],
    },
    summary:
      'Turns the processor session into a vault token after verification; 422 CardPaymentProblem (CardVerificationFailed, CardTriesExceeded, CardProcessorUnavailable, CardValidationFailed…).',
  }),
  addPaymentInfoRequest: defineEndpoint({
    id: 'paymentinforequest.add',
    method: 'POST',
    path: 'v1.0/paymentinforequest/add',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    body: AddPaymentInfoRequestBody,
    answer: PaymentInfoRequestCreated,
    errors: { 404: ['InvoiceNotFound'], 409: ['InvoiceAlreadyPaid'], 422: ['AmountNotPayable'] },
    summary:
      'Asks someone, who needs no account, to enter a card for a document; answers the public page link. For an invoice (documentType Invoice, documentNumber its number): one the caller sees (invoices permission; 403, 404), with a balance (409), for at most the balance (422); the card, once entered, pays the invoice.',
  }),
  getPaymentInfoRequest: defineEndpoint({
    id: 'paymentinforequest.get',
    method: 'GET',
    path: 'v1.0/paymentinforequest/get',
    access: 'public',
    query: z.object({ id: z.uuid() }),
    answer: PaymentInfoRequest,
    errors: { 404: ['PaymentInfoRequestNotFound'] },
    summary:
      'What the public payment page shows for a request id (the id is the capability); 404 when unknown.',
  }),
  deletePaymentMethod: defineEndpoint({
    id: 'companyuser.deletePaymentMethod',
    method: 'DELETE',
    path: 'V1.0/companyuser/deletePaymentMethod',
    access: 'user',
    permission: CHECKOUT_PERMISSION,
    query: DeletePaymentMethodQuery,
    answer: Ok,
    errors: { 404: ['PaymentMethodNotFound'] },
    summary: "Deletes a saved card of the caller's (the processor's vault token is deleted too).",
  }),
} as const;
