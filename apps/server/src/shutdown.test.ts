import { existsSync } from 'node:fs';
import path from 'node:path';
import { PoValidation, WorkflowConfirmation, WorkflowPageLoadAnswer } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { netTermsBody } from './features/checkout/testing';
import { call, login } from './test-support/http';
import { printed } from './test-support/process';
import { serversOnSeededFolder } from './test-support/seeded-server';

/**
 * A clean stop (issue 13): the built server gets SIGTERM while an order submission is running (held 3 s at a
 * fault point inside its transaction). It stops taking connections, answers the submission, closes the data
 * folder and exits 0; a new process opens the same folder and finds the order.
 */

const { dataDir, start } = serversOnSeededFolder('b2b-shutdown-');

describe('the server process on SIGTERM', () => {
  it('should finish the request in flight, refuse new ones, close the data folder and exit 0', {
    timeout: 240_000,
  }, async () => {
    const first = start({ B2B_FAULT_INJECTION: 'checkout.beforeCommit:3000' });
    const url = await first.url;
    const { access_token: token } = (await login(url, 'buyer@northwind.example')).tokenInfo;
    const page = WorkflowPageLoadAnswer.parse(
      (await call(url, '/api/V1.0/workflowrouting/WorkflowPageLoad', { token })).body,
    );
    const body = netTermsBody(page, { po: 'SHUTDOWN-PO-1', title: 'Shutdown test order' });

    const held = printed(first, 'fault point checkout.beforeCommit');
    const submission = call(url, '/api/v1.0/workflowrouting/submitWorkflow', {
      method: 'POST',
      token,
      json: body,
    });
    await held;
    const shuttingDown = printed(first, '"message":"shutting down"');
    first.child.kill('SIGTERM');
    await shuttingDown;
    // No new connection is taken while the submission finishes.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    const answer = await submission;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const confirmed = WorkflowConfirmation.parse(answer.body).confirmedOrderNumber;
    const stopped = await first.exit;
    expect(stopped.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // The log said what happened, one JSON line each, without the token the requests carried.
    const lines = stopped.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'request',
        path: '/api/v1.0/workflowrouting/submitWorkflow',
        status: 200,
      }),
    );
    expect(lines.at(-1)).toMatchObject({ message: 'stopped', signal: 'SIGTERM' });
    expect(stopped.stdout).not.toContain(token);

    // The folder opens again and holds the order that was answered during the shutdown.
    const again = start();
    const url2 = await again.url;
    const used = PoValidation.parse(
      (await call(url2, '/api/v1.0/order/validateCustomerPONumber?po=SHUTDOWN-PO-1', { token })).body,
    );
    expect(used.orderNumbers).toEqual([confirmed]);
    again.child.kill('SIGINT');
    expect((await again.exit).code).toBe(0);
  });
});
