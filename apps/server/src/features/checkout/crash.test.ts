import { PoValidation, WorkflowConfirmation, WorkflowPageLoadAnswer } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test-support/http';
import { printed, type ServerProcess } from '../../test-support/process';
import { serversOnSeededFolder } from '../../test-support/seeded-server';
import { netTermsBody } from './testing';

/**
 * "Killing the server during submission loses nothing that was confirmed and duplicates nothing" (issue 5). The
 * real server process runs on a PGlite data folder; a fault point holds the submission at a known moment (inside
 * the open transaction, or after the commit before the answer) and the test kills the process there with
 * SIGKILL, then starts a new process on the same folder and checks what a client would: the PO, the cart, and
 * the retry's answer.
 */

const servers = serversOnSeededFolder('b2b-crash-');
const start = (fault?: string): ServerProcess => servers.start({ B2B_FAULT_INJECTION: fault ?? '' });

/** Resolves when the process prints that it is waiting at the fault point. */
function reached(server: ServerProcess, point: string): Promise<void> {
  return printed(server, `fault point ${point}`);
}

async function killed(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  expect((await server.exit).signal).toBe('SIGKILL');
}

async function checkoutBody(url: string, token: string, po: string) {
  const page = WorkflowPageLoadAnswer.parse(
    (await call(url, '/api/V1.0/workflowrouting/WorkflowPageLoad', { token })).body,
  );
  return { page, body: netTermsBody(page, { po, title: 'Crash test order' }) };
}

async function poUse(url: string, token: string, po: string) {
  return PoValidation.parse(
    (await call(url, `/api/v1.0/order/validateCustomerPONumber?po=${encodeURIComponent(po)}`, { token }))
      .body,
  );
}

describe('a server killed while an order is being submitted', () => {
  it('should lose nothing it confirmed and duplicate nothing', { timeout: 120_000 }, async () => {
    // 1. Killed inside the transaction: nothing of the order exists, the cart is whole, the retry creates it.
    const first = start('checkout.beforeCommit:20000');
    const url1 = await first.url;
    const { access_token: token } = (await login(url1, 'buyer@northwind.example')).tokenInfo;
    const { page, body } = await checkoutBody(url1, token, 'CRASH-PO-1');
    const waiting = reached(first, 'checkout.beforeCommit');
    const submission = call(url1, '/api/v1.0/workflowrouting/submitWorkflow', {
      method: 'POST',
      token,
      json: body,
    }).catch((error: unknown) => error);
    await waiting;
    await killed(first);
    expect(await submission).toBeInstanceOf(Error);

    const second = start('checkout.afterCommit:20000');
    const url2 = await second.url;
    expect(await poUse(url2, token, 'CRASH-PO-1')).toMatchObject({ exists: false });
    const reloaded = WorkflowPageLoadAnswer.parse(
      (await call(url2, '/api/V1.0/workflowrouting/WorkflowPageLoad', { token })).body,
    );
    expect(reloaded.checkOutSessionID).toBe(page.checkOutSessionID);
    expect(reloaded.lines.items.map((item) => item.id)).toEqual(page.lines.items.map((item) => item.id));

    // 2. The retry commits, then the process dies before answering: the order exists once.
    const committed = reached(second, 'checkout.afterCommit');
    const retry = call(url2, '/api/v1.0/workflowrouting/submitWorkflow', {
      method: 'POST',
      token,
      json: body,
    }).catch((error: unknown) => error);
    await committed;
    await killed(second);
    expect(await retry).toBeInstanceOf(Error);

    // 3. After the restart the client retries once more and gets the one order, which is there once.
    const third = start();
    const url3 = await third.url;
    const used = await poUse(url3, token, 'CRASH-PO-1');
    expect(used.orderNumbers).toHaveLength(1);
    const answer = await call(url3, '/api/v1.0/workflowrouting/submitWorkflow', {
      method: 'POST',
      token,
      json: body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const confirmation = WorkflowConfirmation.parse(answer.body);
    expect(confirmation.confirmedOrderNumber).toBe(used.orderNumbers[0]);
    expect((await poUse(url3, token, 'CRASH-PO-1')).orderNumbers).toHaveLength(1);
    const cart = (await call(url3, '/api/v1.0/ShoppingCart/getShoppingCart', { token })).body as {
      items: unknown[];
    };
    expect(cart.items).toEqual([]);
    third.child.kill('SIGTERM');
    await third.exit;
  });
});
