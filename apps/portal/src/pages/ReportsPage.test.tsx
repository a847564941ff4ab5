import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ReportsPage from './ReportsPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[] },
}));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const SPEND = '11111111-1111-4111-8111-111111111111';
const AGEING = '22222222-2222-4222-8222-222222222222';
const SUB = '33333333-3333-4333-8333-333333333333';
const summary = (id: string, name: string, subscriptionId: string | null = null) => ({
  id,
  key: name.toLowerCase(),
  name,
  description: `${name} description`,
  kind: 'standard',
  formats: [1, 6, 5],
  searchFields: [],
  monthly: false,
  subscriptionId,
});
const subscription = {
  id: SUB,
  reportId: SPEND,
  reportName: 'Spend by Month',
  searchFields: { dateFrom: '2026-01-01' },
  format: 6,
  schedule: { kind: 'weekly', days: [1, 4], at: '18:00' },
  timeZone: 'America/New_York',
  nextRunAt: '2026-11-30T23:00:00.000Z',
  lastRunAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function answer(lists: Record<string, unknown>) {
  call.mockImplementation(async (endpoint: { id: string }) => {
    const found = lists[endpoint.id];
    if (found instanceof Error) throw found;
    if (endpoint.id in lists) return found;
    throw new Error(`unexpected call ${endpoint.id}`);
  });
}

const page = () => render(<ReportsPage route={routeByName('Reports')} query={{}} />);

describe('/reports (issue 20)', () => {
  beforeEach(() => {
    call.mockReset();
    session.permissions = ['viewReports'];
  });

  it("lists a reports user's reports, each opening /report on its subscription, and their subscriptions in words", async () => {
    answer({
      'report.listForPortalUser': [summary(SPEND, 'Spend by Month', SUB), summary(AGEING, 'Invoice Ageing')],
      'report.listReportByLoggedInUser': [subscription],
    });
    page();
    const reports = await screen.findByRole('table', { name: 'My Reports' });
    expect(within(reports).getByRole('link', { name: 'Open Spend by Month' })).toHaveAttribute(
      'href',
      `#/report?id=${SPEND}&uuid=${SUB}`,
    );
    expect(within(reports).getByRole('link', { name: 'Open Invoice Ageing' })).toHaveAttribute(
      'href',
      `#/report?id=${AGEING}`,
    );
    expect(within(reports).getAllByText('PDF, Excel (XLSX), CSV')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Assign users/ })).toBeNull();
    const mine = await screen.findByRole('table', { name: 'My subscriptions' });
    const row = within(mine).getByRole('row', { name: /Spend by Month/ });
    expect(within(row).getByText('Weekly on Monday, Thursday at 18:00')).toBeInTheDocument();
    expect(within(row).getByText('Excel (XLSX)')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.listAllByUser' }),
      expect.anything(),
    );
  });

  it("shows an assigner the company's reports with their assigned users and Assign users", async () => {
    session.permissions = ['assignUserToCompanyReports'];
    answer({
      'report.listAllByUser': [{ ...summary(SPEND, 'Spend by Month'), assignedUserCount: 3 }],
      'report.listReportByLoggedInUser': [],
    });
    page();
    const reports = await screen.findByRole('table', { name: 'Company Reports' });
    const row = within(reports).getByRole('row', { name: /Spend by Month/ });
    expect(within(row).getByText('3 assigned')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Assign users: Spend by Month' })).toBeInTheDocument();
    expect(await screen.findByText('You have no scheduled reports.')).toBeInTheDocument();
  });

  it('deletes a subscription after the confirmation and lists it no more', async () => {
    answer({
      'report.listForPortalUser': [summary(SPEND, 'Spend by Month', SUB)],
      'report.listReportByLoggedInUser': [subscription],
      'report.deletesubscription': { ok: true },
    });
    page();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete subscription to Spend by Month' }),
    );
    const question = screen.getByRole('group', { name: /^Delete your subscription to Spend by Month\?/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscription deleted.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.deletesubscription' }),
      expect.objectContaining({ query: { id: SUB } }),
    );
    expect(screen.getByText('You have no scheduled reports.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open Spend by Month' })).toHaveAttribute(
        'href',
        `#/report?id=${SPEND}`,
      ),
    );
  });

  it('gives the focus to the subscriptions heading after a deletion by keyboard, or its refusal, never to <body>', async () => {
    answer({
      'report.listForPortalUser': [summary(SPEND, 'Spend by Month', SUB)],
      'report.listReportByLoggedInUser': [subscription],
      'report.deletesubscription': new ApiError({
        status: 404,
        endpointId: 'report.deletesubscription',
        body: {
          code: 'ReportSubscriptionNotFound',
          message: 'The saved search was not found.',
          traceId: 't',
        },
      }),
    });
    page();
    const heading = await screen.findByRole('heading', { level: 2, name: 'My subscriptions' });
    (await screen.findByRole('button', { name: 'Delete subscription to Spend by Month' })).focus();
    await userEvent.keyboard('{Enter}');
    // The confirmation's Delete has the focus; Enter deletes and the question (with its buttons) leaves.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The saved search was not found.')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());

    answer({
      'report.listForPortalUser': [summary(SPEND, 'Spend by Month', SUB)],
      'report.listReportByLoggedInUser': [subscription],
      'report.deletesubscription': { ok: true },
    });
    screen.getByRole('button', { name: 'Delete subscription to Spend by Month' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Subscription deleted.')).toBeInTheDocument();
    expect(screen.getByText('You have no scheduled reports.')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says when the lists cannot be loaded, with Try again', async () => {
    call.mockRejectedValue(new Error('offline'));
    page();
    expect(
      await screen.findAllByText('There was some Problem with your Request, Please Try again Later'),
    ).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
