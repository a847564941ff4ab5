import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlanketOrderPage from './BlanketOrderPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const BLANKET_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
const renderBlanket = (id = BLANKET_ID) =>
  render(<BlanketOrderPage route={routeByName('BlanketPurchaseOrder')} query={{ id }} />);

afterEach(() => {
  call.mockReset();
  session.permissions = [];
});

describe('BlanketOrderPage', () => {
  it('should say under Result not found why a blanket PO is not there, and offer the list to a reader of them', async () => {
    session.permissions = ['viewStorefrontBlanketOrders'];
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'blanketOrder.get',
        body: { code: 'BlanketOrderNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    const { unmount } = renderBlanket();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Result not found');
    expect(alert).toHaveTextContent(
      'There is no blanket PO at this address that you may see: the link may be incomplete or mistyped, or the blanket PO may belong to another company.',
    );
    expect(
      within(alert).getByRole('link', { name: 'Find the blanket PO in Blanket Purchase Orders' }),
    ).toHaveAttribute('href', '#/blanket-purchase-orders');
    unmount();
    renderBlanket('not-a-uuid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no blanket PO at this address that you may see',
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('should offer no list to look in to a user who may not open it', () => {
    renderBlanket('not-a-uuid');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no blanket PO at this address');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
