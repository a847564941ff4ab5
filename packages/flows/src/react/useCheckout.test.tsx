// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../machines/checkoutMachine';
import { cartDocument, ids, loadAnswer, newPo } from '../testing/checkout';
import { useCheckout } from './index';

describe('useCheckout', () => {
  it('should load the checkout, expose its status and context, and take events', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => loadAnswer()),
        validatePo: fromPromise(async () => newPo),
      },
    });
    const { result } = renderHook(() => useCheckout(machine, { document: cartDocument }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('editing'));
    expect(result.current.context.workflowData.order.checkOutSessionID).toBe(ids.session);
    act(() => {
      result.current.send({ type: 'SET_ORDER_FIELDS', fields: { title: 'Spring order', po: 'PO-1' } });
      result.current.send({ type: 'NEXT' });
    });
    await waitFor(() => expect(result.current.context.step).toBe('billingAndPayment'));
    expect(result.current.context.completedSteps).toEqual(['orderDetails']);
  });
});
