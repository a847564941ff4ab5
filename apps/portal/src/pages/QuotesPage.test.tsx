import { routeByName } from '@b2b-portal/flows/rules';
import { describe, expect, vi } from 'vitest';
import { businessUnitFilterTests } from '../test-support/businessUnitListTests';
import QuotesPage from './QuotesPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['viewQuote'] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download: vi.fn() }) }));

describe('/quotes', () => {
  businessUnitFilterTests({
    call,
    page: () => <QuotesPage route={routeByName('Quotes')} query={{}} />,
    listEndpoint: 'quote.list',
    sentIn: 'body',
    expectReset: (sent) => expect(sent).toMatchObject({ businessUnit: '' }),
  });
});
