import type { DeviceDetail, WorkItemSummary } from '@b2b-portal/api';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevicePage from './DevicePage';
import * as pageStyles from './pages.css';

/** /device?id=: a device's work item requests, for a user who may see work items (issue 19). */

const { call, session } = vi.hoisted(() => ({ call: vi.fn(), session: { permissions: [] as string[] } }));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const ID = '0b7d4b5e-6f31-4f7e-9a57-3d8f0c1e2a10';

const device: DeviceDetail = {
  id: ID,
  partNumber: 'C9300-48P-A',
  serialNumber: 'FOC2231X0AB',
  description: 'Catalyst 9300 48-port PoE+',
  productLabel: '',
  manufacturerId: '5c2a1b7e-0d44-4c1f-8f0a-2b9e6d3c4a11',
  manufacturerName: 'Cisco',
  deviceType: 1,
  quantity: 1,
  notes: '',
  serviceLevel: '8x5xNBD',
  status: 'Active',
  owner: '',
  warrantyType: '',
  warrantyEndDate: null,
  contract: null,
  contractStartDate: null,
  contractEndDate: '2027-01-31',
  endOfSaleDate: null,
  lastDateOfSupport: null,
  endOfSoftwareMaintenance: null,
  endOfServiceAttach: null,
  endOfServiceContractRenewal: null,
  migrationPartNumber: '',
  migrationDetails: '',
  installSite: null,
  parent: null,
  childCount: 0,
};

const request: WorkItemSummary = {
  id: '9e1f7c2a-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  number: 'WI-700003',
  type: 2,
  typeName: 'Site Transfer',
  status: 1,
  statusName: 'Pending Approval',
  requesterId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  requesterName: 'Casey Contracts',
  itemCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:05:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
};

const rejected: WorkItemSummary = {
  ...request,
  id: '9e1f7c2a-3b4d-4e5f-8a6b-7c8d9e0f1a2c',
  number: 'WI-700004',
  status: 4,
  statusName: 'Rejected',
  rejectionReason:
    'Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
};

function answer(endpoint: { id: string }) {
  switch (endpoint.id) {
    case 'device.get':
      return device;
    case 'workItem.listRequestsByDevice':
      return [request, rejected];
    default:
      return [];
  }
}

afterEach(() => {
  call.mockReset();
});

const renderPage = () => render(<DevicePage route={routeByName('Device')} query={{ id: ID }} />);

describe('DevicePage', () => {
  it('lists the work item requests that name the device, each a link to the request', async () => {
    session.permissions = ['contractsView', 'workItems'];
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Work item requests' });
    // The title wraps between its words, never inside the serial number.
    const title = screen.getByRole('heading', { level: 1, name: 'Device FOC2231X0AB' });
    expect(within(title).getByText('FOC2231X0AB')).toHaveClass(pageStyles.noWrap);
    const link = await within(section).findByRole('link', { name: 'WI-700003' });
    expect(link).toHaveAttribute('href', `#/work-item-request?pageId=${request.id}`);
    expect(section).toHaveTextContent('WI-700003 Site Transfer, Pending Approval');
    // A rejected one says why.
    expect(within(section).getByRole('link', { name: 'WI-700004' }).closest('li')).toHaveTextContent(
      'WI-700004 Site Transfer, Rejected. Reason for rejection: Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
    );
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'workItem.listRequestsByDevice' }),
      expect.objectContaining({ query: { deviceId: ID } }),
    );
  });

  it('asks for no work item requests and shows no such section to a user without a work item permission', async () => {
    session.permissions = ['contractsView'];
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Work item requests' })).toBeNull();
    expect(call).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: 'workItem.listRequestsByDevice' }),
      expect.anything(),
    );
  });

  it('says a mistyped id is not found under the page heading, with the way back to the devices, without a call', async () => {
    session.permissions = ['contractsView'];
    call.mockImplementation(async (endpoint: { id: string }) => answer(endpoint));
    render(<DevicePage route={routeByName('Device')} query={{ id: 'not-a-device' }} />);
    // It had neither a heading nor a link back: only the message.
    expect(screen.getByRole('heading', { level: 1, name: 'Device' })).toBeInTheDocument();
    expect(screen.getByText('That device was not found, or you cannot see it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to devices' })).toHaveAttribute('href', '#/devices');
    expect(call).not.toHaveBeenCalled();
  });
});
