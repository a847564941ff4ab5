import type { WorkItemItem } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import * as pageStyles from './pages.css';
import WorkItemRequestPage from './WorkItemRequestPage';
import WorkItemsPage from './WorkItemsPage';
import {
  deviceItems,
  history,
  page,
  products,
  rejectedSummary,
  requesters,
  sites,
  statuses,
  summaries,
  summary,
} from './workItems/fixtures';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: ['contractsView', 'workItems', 'workItemCreate'], features: 3 },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const ID = summary.id;

/** The attachments' downloads go through the app's downloads (a provider around every page). */
function Downloads({ children }: { children: ReactNode }) {
  return <DownloadsProvider save={vi.fn()}>{children}</DownloadsProvider>;
}
const unsubmitted = {
  ...summary,
  status: 0,
  statusName: 'Unsubmitted',
  submittedAt: null,
  comments: '',
  userName: '',
  ccoId: '',
  question: '',
  rmaNumber: '',
  previousSerial: '',
  newSerial: '',
  targetContractNumber: '',
  destinationAddress: 'Hartford Data Center, 55 Constitution Plaza, Hartford, CT 06103',
  destinationSiteId: null,
  serialNumbers: '',
  supportLevel: null,
  onsiteSupport: null,
  replacementPart: null,
  viewOnly: false,
  maySubmit: true,
};

/** The server's answers by endpoint; an override that is a function answers (or throws) with the call's options. */
function answers(overrides: Record<string, unknown> = {}) {
  const table: Record<string, unknown> = {
    'workItem.getStatuses': statuses,
    'workItem.getRequesters': requesters,
    'workItem.listRequestForStorefront': page(summaries),
    'workItem.getInstallSites': sites,
    'workItem.getRequestItem': unsubmitted,
    'workItem.getItems': deviceItems,
    'workItem.getHistory': history.slice(0, 1),
    'workItem.getProductInstances': products,
    'workItem.listAvailableContracts': [],
    'document.getAttachments': [],
    'workItem.setStatus': { ...unsubmitted, status: 1, viewOnly: true, maySubmit: false },
    'workItem.saveSiteTransferAndServiceLevel': { ...unsubmitted, id: ID },
    ...overrides,
  };
  call.mockImplementation(async (endpoint: { id: string }, options: unknown) => {
    const entry = table[endpoint.id];
    return typeof entry === 'function' ? entry(options) : entry;
  });
}
const calls = (id: string) => call.mock.calls.filter(([endpoint]) => endpoint.id === id);

afterEach(() => {
  call.mockReset();
  session.permissions = ['contractsView', 'workItems', 'workItemCreate'];
});

describe('WorkItemsPage', { timeout: 60_000 }, () => {
  it('lists All Open first and asks again for the status chosen', async () => {
    answers();
    render(<WorkItemsPage route={routeByName('WorkItems')} query={{}} />);
    expect(await screen.findByRole('link', { name: 'WI-690002' })).toBeInTheDocument();
    expect(calls('workItem.listRequestForStorefront')[0]?.[1].query).toMatchObject({ status: 5, start: 1 });
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(calls('workItem.listRequestForStorefront').at(-1)?.[1].query).toMatchObject({ status: 2 });
    expect(screen.getByRole('link', { name: 'New Work Item Request' })).toBeInTheDocument();
  });

  it("shows a rejected request's reason in the list", async () => {
    answers({ 'workItem.listRequestForStorefront': page([rejectedSummary, ...summaries]) });
    render(<WorkItemsPage route={routeByName('WorkItems')} query={{}} />);
    const link = await screen.findByRole('link', { name: 'WI-700012' });
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent(`Reason for rejection: ${rejectedSummary.rejectionReason}`);
    const pending = screen.getByRole('link', { name: 'WI-690002' }).closest('[role="row"]') as HTMLElement;
    expect(pending).not.toHaveTextContent('Reason for rejection');
  });

  it('offers no new request without workItemCreate', async () => {
    session.permissions = ['workItems'];
    answers();
    render(<WorkItemsPage route={routeByName('WorkItems')} query={{}} />);
    expect(await screen.findByRole('link', { name: 'WI-690002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Work Item Request' })).toBeNull();
  });
});

describe('WorkItemRequestPage', { timeout: 60_000 }, () => {
  it('says a mistyped request id is not found, with the way back, without asking the server', async () => {
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: 'xyz' }} />, {
      wrapper: Downloads,
    });
    // The server refused it as a bad request, and the page said 'There was some problem, while processing your
    // Request' where a well-formed unknown id says not found.
    expect(await screen.findByText('Work item request not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Work Item Request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Work Items' })).toBeInTheDocument();
    expect(calls('workItem.getRequestItem')).toHaveLength(0);
  });

  it('refuses Save before a Request Type is chosen, at the Request Type, which takes the focus', async () => {
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{}} />, { wrapper: Downloads });
    const type = await screen.findByRole('button', { name: /Request Type/ });
    // Save was disabled until a kind was chosen: out of the tab order, and nothing said why.
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter all required fields and try again.',
    );
    expect(type).toHaveAccessibleDescription(/This field is required\./);
    expect(type).toHaveFocus();
    expect(calls('workItem.saveSiteTransferAndServiceLevel')).toHaveLength(0);
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Site Transfer' }));
    expect(await screen.findByRole('textbox', { name: /Destination Address/ })).toBeInTheDocument();
  });

  it('refuses to save a new Site Transfer without its destination, then saves it', async () => {
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{}} />, { wrapper: Downloads });
    await userEvent.click(await screen.findByRole('button', { name: /Request Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Site Transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter all required fields and try again.',
    );
    expect(calls('workItem.saveSiteTransferAndServiceLevel')).toHaveLength(0);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Destination Address/ }),
      '20 Front St, Worcester',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saves = calls('workItem.saveSiteTransferAndServiceLevel');
    expect(saves).toHaveLength(1);
    const options = saves[0]?.[1];
    expect(options?.body).toMatchObject({
      type: 2,
      destinationAddress: '20 Front St, Worcester',
      supportLevel: null,
    });
    expect(options?.body.id).toBeUndefined();
  });

  it('saves once when Enter is pressed again in the lone Target Contract Number while the save is sent', async () => {
    let answer = (): void => undefined;
    answers({
      'workItem.addServiceLevelConsolidationContract': async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return { ...unsubmitted, id: ID, type: 6 };
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{}} />, { wrapper: Downloads });
    await userEvent.click(await screen.findByRole('button', { name: /Request Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Service Level Consolidation' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Serial Numbers/ }), 'FOC2231X001');
    const target = screen.getByRole('textbox', { name: /Target Contract Number/ });
    await userEvent.type(target, 'CON-SNT-91827364{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    // Save is pending (no submit button now), but the lone text field still submits the form on Enter.
    await userEvent.type(target, '{Enter}');
    answer();
    await vi.waitFor(() => expect(save).not.toHaveAttribute('data-pending'));
    expect(calls('workItem.addServiceLevelConsolidationContract')).toHaveLength(1);
  });

  it('refuses an RMA update to the serial it had at the new serial, before any call', async () => {
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{}} />, { wrapper: Downloads });
    await userEvent.click(await screen.findByRole('button', { name: /Request Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'RMA Serial Number Update' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Previous Serial/ }), 'FOC2238X002');
    const newSerial = screen.getByRole('textbox', { name: /New Serial/ });
    await userEvent.type(newSerial, 'foc2238x002');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const sameSerial = 'The new serial number must differ from the previous serial number.';
    expect(await screen.findByRole('alert')).toHaveTextContent(sameSerial);
    expect(newSerial).toHaveAttribute('aria-invalid', 'true');
    expect(newSerial).toHaveAccessibleDescription(sameSerial);
    await vi.waitFor(() => expect(newSerial).toHaveFocus());
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'workItem.addRMAUpdate')).toBe(false);
  });

  it("says the server's refusal of over-long comments at the Comments field", async () => {
    const tooLong = 'Please enter at most 2000 characters.';
    answers({
      'workItem.addGeneralInquiry': async () => {
        throw new ApiError({
          status: 400,
          endpointId: 'workItem.addGeneralInquiry',
          body: {
            code: 'ValidationFailed',
            message: 'There was some problem, while processing your Request',
            traceId: 't',
            errors: [{ path: 'comments', message: tooLong }],
          },
        });
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{}} />, { wrapper: Downloads });
    await userEvent.click(await screen.findByRole('button', { name: /Request Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'General Inquiry' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Question/ }), 'Coverage of the spares?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'Too long for the server');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const comments = screen.getByRole('textbox', { name: 'Comments' });
    await vi.waitFor(() => expect(comments).toHaveAttribute('aria-invalid', 'true'));
    expect(comments).toHaveAccessibleDescription(tooLong);
    expect(comments).toHaveFocus();
    // Nothing is missing: the form asks to correct the marked field, not to enter required ones.
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields and try again.');
  });

  it('submits an Unsubmitted request that names devices, and refuses one that names none', async () => {
    answers({ 'workItem.getItems': [] });
    const { unmount } = render(
      <WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />,
      { wrapper: Downloads },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Add at least one device before submitting.')).toBeInTheDocument();
    expect(calls('workItem.setStatus')).toHaveLength(0);
    unmount();
    call.mockReset();
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const devices = await screen.findByRole('grid', { name: 'Devices' });
    expect(await within(devices).findByText('FOC2231X001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(calls('workItem.setStatus')[0]?.[1].body).toEqual({ id: ID, status: 1 });
    expect(await screen.findByText('Request submitted.')).toBeInTheDocument();
  });

  it('moves the focus to the next Remove after a removal, then the one before, then the heading, and says so', async () => {
    const [first, second] = deviceItems as [WorkItemItem, WorkItemItem];
    const third: WorkItemItem = {
      ...second,
      id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a03',
      serialNumber: 'FDO2287X009',
    };
    let items = [first, second, third];
    let answer = (): void => undefined;
    answers({
      'workItem.getItems': () => items,
      'workItem.deleteItem': async (options: { query?: { itemId?: string } }) => {
        // The answer waits for the test: the pressed button is pending (and focused) meanwhile.
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        items = items.filter((item) => item.id !== options.query?.itemId);
        return items;
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const remove = (item: WorkItemItem) =>
      screen.getByRole('button', { name: `Remove ${item.partNumber} ${item.serialNumber}` });
    await screen.findByRole('grid', { name: 'Devices' });
    await within(screen.getByRole('grid', { name: 'Devices' })).findByText('FDO2287X009');
    remove(second).focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(remove(second)).toHaveAttribute('data-pending', 'true'));
    expect(remove(second)).toHaveFocus();
    expect(remove(first)).toBeDisabled();
    // Only the pressed button is pending: Submit and Save wait, disabled or unmarked, without a spinner.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-pending');
    answer();
    // The next item's Remove takes the focus, not <body>; the removal is said in the page's status.
    await vi.waitFor(() => expect(remove(third)).toHaveFocus());
    expect(
      screen.getByText(`${second.partNumber} ${second.serialNumber} removed from the request.`),
    ).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Enter}');
    answer();
    await vi.waitFor(() => expect(remove(first)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    answer();
    await vi.waitFor(() => expect(screen.getByText('Devices', { selector: 'h2 span' })).toHaveFocus());
    expect(await screen.findByText('No items yet.')).toBeInTheDocument();
  });

  it("moves the focus to the added device's row and says what was added", async () => {
    const [first] = deviceItems as [WorkItemItem];
    const offered = products.data[1] as (typeof products.data)[number];
    const added: WorkItemItem = {
      ...first,
      id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a04',
      deviceId: offered.id,
      partNumber: offered.partNumber,
      serialNumber: offered.serialNumber,
    };
    let items = [first];
    answers({
      'workItem.getItems': () => items,
      'workItem.addItems': () => {
        items = [first, added];
        return items;
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const picker = await screen.findByRole('grid', { name: 'Add Devices' });
    const offer = await within(picker).findByRole('row', { name: new RegExp(offered.serialNumber) });
    await userEvent.click(within(offer).getByRole('checkbox'));
    screen.getByRole('button', { name: 'Add selected' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(calls('workItem.addItems')[0]?.[1].body).toEqual({ requestId: ID, deviceIds: [offered.id] });
    // The added device's row takes the focus (the table is one tab stop; its Remove is a Tab away), not <body>.
    const devices = screen.getByRole('grid', { name: 'Devices' });
    const row = await within(devices).findByRole('row', { name: new RegExp(offered.serialNumber) });
    await vi.waitFor(() => expect(row).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      `${offered.partNumber} ${offered.serialNumber} added to the request.`,
    );
  });

  it('keeps what was typed and not saved when a device is added, and saves it before submitting', async () => {
    const [first] = deviceItems as [WorkItemItem];
    const offered = products.data[1] as (typeof products.data)[number];
    let items = [first];
    answers({
      'workItem.getItems': () => items,
      'workItem.addItems': () => {
        items = [first, { ...first, id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a05', deviceId: offered.id }];
        return items;
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const comments = await screen.findByRole('textbox', { name: 'Comments' });
    await userEvent.type(comments, 'Move before the audit');
    const picker = await screen.findByRole('grid', { name: 'Add Devices' });
    const offer = await within(picker).findByRole('row', { name: new RegExp(offered.serialNumber) });
    await userEvent.click(within(offer).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText(/added to the request/)).toBeInTheDocument();
    // The request was read again after the addition; the comments typed are still there.
    await vi.waitFor(() => expect(calls('workItem.getRequestItem').length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('Move before the audit');
    expect(calls('workItem.saveSiteTransferAndServiceLevel')).toHaveLength(0);

    // Submit sends them first: the request submitted is the one the form shows.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Request submitted.')).toBeInTheDocument();
    expect(calls('workItem.saveSiteTransferAndServiceLevel')[0]?.[1].body).toMatchObject({
      id: ID,
      comments: 'Move before the audit',
    });
    const order = call.mock.calls.map(([endpoint]) => endpoint.id);
    expect(order.indexOf('workItem.saveSiteTransferAndServiceLevel')).toBeLessThan(
      order.indexOf('workItem.setStatus'),
    );
  });

  it('submits without saving again when nothing was changed', async () => {
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    await within(await screen.findByRole('grid', { name: 'Devices' })).findByText('FOC2231X001');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Request submitted.')).toBeInTheDocument();
    expect(calls('workItem.saveSiteTransferAndServiceLevel')).toHaveLength(0);
  });

  it('keeps the choice and the focus on Add selected when the addition is refused', async () => {
    answers({
      'workItem.addItems': async () => {
        throw new ApiError({
          status: 409,
          endpointId: 'workItem.addItems',
          body: {
            code: 'WorkItemViewOnly',
            message: 'This request has been submitted and can no longer be changed.',
            traceId: 't',
          },
        });
      },
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const picker = await screen.findByRole('grid', { name: 'Add Devices' });
    const row = await within(picker).findByRole('row', { name: /FOC2245X003/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    const add = screen.getByRole('button', { name: 'Add selected' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('This request has been submitted and can no longer be changed.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(add).not.toHaveAttribute('data-pending'));
    expect(add).toHaveFocus();
    expect(add).toBeEnabled();
    expect(within(row).getByRole('checkbox')).toBeChecked();
  });

  it('shows a submitted request view-only with its audit trail', async () => {
    answers({
      'workItem.getRequestItem': {
        ...unsubmitted,
        status: 3,
        statusName: 'Pending Presidio',
        viewOnly: true,
        maySubmit: false,
      },
      'workItem.getHistory': history,
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    expect(
      await screen.findByText('This request has been submitted and can no longer be changed.'),
    ).toBeInTheDocument();
    // The title wraps between its words, never inside the request's number ('WI-' / '690001' at 400 px).
    const title = screen.getByRole('heading', { level: 1, name: `Work Item Request ${unsubmitted.number}` });
    expect(within(title).getByText(unsubmitted.number)).toHaveClass(pageStyles.noWrap);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    const trail = screen.getByRole('grid', { name: 'Audit Trail' });
    expect(await within(trail).findByText('Status changed to Pending Presidio')).toBeInTheDocument();
    expect(calls('workItem.getProductInstances')).toHaveLength(0);
    // Its attachments are read-only too.
    expect(
      await screen.findByText('Attachments can be added and deleted until the request is submitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add attachments' })).toBeNull();
  });

  it("shows a rejected request with the service desk's reason and its audit trail entry", async () => {
    const reason = rejectedSummary.rejectionReason ?? '';
    answers({
      'workItem.getRequestItem': {
        ...unsubmitted,
        ...rejectedSummary,
        viewOnly: true,
        maySubmit: false,
      },
      'workItem.getHistory': [
        ...history.slice(0, 2),
        {
          id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d19',
          at: '2026-11-20T12:01:00.000Z',
          who: 'Presidio service desk',
          action: 'StatusChanged',
          text: `Status changed to Rejected: ${reason}`,
          status: 4,
        },
      ],
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    const notice = await screen.findByRole('heading', {
      level: 2,
      name: 'Rejected by the Presidio service desk',
    });
    expect(notice.closest('[role="alert"]')).toHaveTextContent(`Reason for rejection: ${reason}`);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const trail = screen.getByRole('grid', { name: 'Audit Trail' });
    expect(await within(trail).findByText(`Status changed to Rejected: ${reason}`)).toBeInTheDocument();
  });

  it('says so when a rejected request has no reason recorded, and shows no notice for other statuses', async () => {
    answers({
      'workItem.getRequestItem': {
        ...unsubmitted,
        ...rejectedSummary,
        rejectionReason: null,
        viewOnly: true,
        maySubmit: false,
      },
    });
    const { unmount } = render(
      <WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />,
      { wrapper: Downloads },
    );
    const notice = await screen.findByRole('heading', { name: 'Rejected by the Presidio service desk' });
    expect(notice.closest('[role="alert"]')).toHaveTextContent('No reason was recorded.');
    unmount();
    call.mockReset();
    answers();
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rejected by the Presidio service desk' })).toBeNull();
  });

  it("offers the requester the attachments' upload while the request is Unsubmitted, and lists its files", async () => {
    answers({
      'document.getAttachments': [
        {
          id: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d',
          documentType: 16,
          documentID: ID,
          fileName: 'site-survey.pdf',
          fileType: 'PDF',
          description: 'Site survey of the new rack room',
          contentType: 'application/pdf',
          size: 48213,
          uploadedBy: 'Casey Contracts',
          uploadedByUserID: null,
          uploadedAt: '2026-11-20T10:00:00.000Z',
          internal: false,
          canDelete: true,
        },
      ],
    });
    render(<WorkItemRequestPage route={routeByName('WorkItemRequest')} query={{ pageId: ID }} />, {
      wrapper: Downloads,
    });
    expect(await screen.findByRole('heading', { name: 'Add attachments' })).toBeInTheDocument();
    expect(await screen.findByText(/site-survey\.pdf/)).toBeInTheDocument();
    expect(calls('document.getAttachments')[0]?.[1].query).toEqual({ id: ID, type: 16 });
  });
});
