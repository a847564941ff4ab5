import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPunchIn } from '../../db/seed-punchin';
import { createTestApp, type TestApp } from '../../testing';
import { TestProcurementSystem } from './procurement-system';
import { BROWSER_FORM_POST, networkId } from './test-fixtures';

/**
 * Wrong shared secrets slow the address that sends them, never the procurement identity for everyone, and a good
 * setup clears its address's count (issue 15 item 3). The app trusts one proxy hop, so X-Forwarded-For is the
 * caller's address.
 */

let t: TestApp;
let address = '';
let system: TestProcurementSystem;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent', TRUST_PROXY_HOPS: 1 } });
  system = new TestProcurementSystem(
    (path, init) =>
      Promise.resolve(
        t.app.request(path, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': address },
        }),
      ),
    {
      from: networkId,
      sender: { ...networkId, sharedSecret: demoPunchIn.cxml.sharedSecret },
      browserFormPostUrl: BROWSER_FORM_POST,
    },
  );
}, 300_000);
afterAll(() => t?.close());

const wrongSecret = () => system.punchIn({ sender: { ...networkId, sharedSecret: 'guess' } });

describe('punch-in credential limits', () => {
  it('should keep serving the real procurement system while another address sends wrong secrets', async () => {
    address = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrongSecret()).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    // The attacking address is slowed down…
    expect(statuses.slice(3)).toContain(429);
    // …the procurement system's own address is not.
    address = '198.51.100.20';
    const good = await system.punchIn();
    expect(good.status).toBe(200);
    expect(good.startPageUrl).toMatch(/#\/punch-in\?id=/);
  });

  it('should let a good setup clear its address: typos between good setups never add up to a lock-out', async () => {
    address = '198.51.100.21';
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 2; i++) expect((await wrongSecret()).status).toBe(401);
      expect((await system.punchIn()).status).toBe(200);
    }
  });
});
