import { CHECKOUT_PERMISSION } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import type { Executor } from '../../db/client';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { companyOf } from '../cart/live-cart';
import { assertOpen, findPaymentInfoRequest, type PaymentInfoRequestRow } from './requests';

/**
 * Who is entering a card: a signed-in user at checkout or on their account (needs one of the checkout
 * permissions), or whoever holds a payment info request id (the id is the capability, signed in or not).
 * `reference` binds protect tokens to the payer: a token issued for one cannot convert sessions for another.
 */
export type Payer =
  | { kind: 'user'; principal: Principal; companyId: string; reference: string }
  | { kind: 'request'; request: PaymentInfoRequestRow; principal: Principal | null; reference: string };

export async function payerOf(
  db: Executor,
  principal: Principal | null,
  paymentInfoRequestID: string | undefined,
  options: { open: boolean },
): Promise<Payer> {
  if (paymentInfoRequestID) {
    const request = await findPaymentInfoRequest(db, paymentInfoRequestID);
    if (options.open) assertOpen(request);
    return { kind: 'request', request, principal, reference: `request:${request.id}` };
  }
  if (!principal) throw new ProblemError(401, 'Unauthorized', formatMessage('Payment.SignInRequired'));
  if (!hasPermission(principal.permissions, CHECKOUT_PERMISSION)) throw Problems.forbidden();
  return { kind: 'user', principal, companyId: companyOf(principal), reference: `user:${principal.userId}` };
}

/** The company whose processor and settings apply. */
export function companyOfPayer(payer: Payer): string {
  return payer.kind === 'user' ? payer.companyId : payer.request.companyId;
}
