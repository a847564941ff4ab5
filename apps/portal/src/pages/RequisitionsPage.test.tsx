import { routeByName } from '@b2b-portal/flows/rules';
import { describe, expect, vi } from 'vitest';
import { businessUnitFilterTests } from '../test-support/businessUnitListTests';
import RequisitionsPage from './RequisitionsPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['requisitions', 'viewAllRequisitions'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download: vi.fn() }) }));

describe('/requisitions', () => {
  businessUnitFilterTests({
    call,
    page: () => <RequisitionsPage route={routeByName('Requisitions')} query={{}} />,
    listEndpoint: 'requisition.list',
    sentIn: 'query',
    expectReset: (sent) => expect(sent).not.toHaveProperty('businessUnit'),
  });
});
