import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShipmentPage from './ShipmentPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download: vi.fn() }) }));

const SHIPMENT_ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
const renderShipment = (id = SHIPMENT_ID) =>
  render(<ShipmentPage route={routeByName('Shipment')} query={{ id }} />);

afterEach(() => {
  call.mockReset();
  session.permissions = [];
});

describe('ShipmentPage', () => {
  it('should say under Result not found why a shipment is not there, and offer Orders to a reader of orders', async () => {
    session.permissions = ['orders'];
    call.mockRejectedValue(
      new ApiError({
        status: 404,
        endpointId: 'shipment.getShipmentDetailsBasedOnId',
        body: { code: 'ShipmentNotFound', message: 'Result not found', traceId: '' },
      }),
    );
    const { unmount } = renderShipment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Result not found');
    expect(alert).toHaveTextContent(
      'There is no shipment at this address that you may see: the link may be incomplete or mistyped, or the shipment may belong to another company. Each order lists its shipments.',
    );
    expect(within(alert).getByRole('link', { name: 'Find the order in Orders' })).toHaveAttribute(
      'href',
      '#/orders',
    );
    unmount();
    renderShipment('not-a-uuid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no shipment at this address that you may see',
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('should offer no list to look in to a user who may not open it', () => {
    renderShipment('not-a-uuid');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no shipment at this address');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
