import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LastCrumb } from '../test-support/LastCrumb';
import ReportPage from './ReportPage';

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));
vi.mock('../app/downloads', () => ({ useDownloads: () => ({ download }) }));

const SPEND = '11111111-1111-4111-8111-111111111111';
const SUB = '33333333-3333-4333-8333-333333333333';
const UNIT = '44444444-4444-4444-8444-444444444444';
const report = {
  id: SPEND,
  key: 'spend-by-month',
  name: 'Spend by Month',
  description: 'Orders placed and their amounts by month.',
  kind: 'standard',
  formats: [1, 6, 5],
  searchFields: [
    { name: 'dateFrom', kind: 'date', required: false },
    { name: 'dateTo', kind: 'date', required: false },
    { name: 'businessUnitId', kind: 'businessUnit', required: false },
  ],
  monthly: true,
  subscriptionId: SUB,
};
const subscription = {
  id: SUB,
  reportId: SPEND,
  reportName: 'Spend by Month',
  searchFields: { dateFrom: '2026-01-01', dateTo: '2026-03-31', businessUnitId: UNIT },
  format: 6,
  schedule: null,
  timeZone: 'America/New_York',
  nextRunAt: null,
  lastRunAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const units = {
  label: 'Department',
  hierarchyName: 'Departments',
  isRequired: false,
  units: [{ id: UNIT, name: 'Radiology', path: 'Corporate › Radiology', level: 2, typeName: 'Department' }],
};

function answer(answers: Record<string, unknown>) {
  call.mockImplementation(async (endpoint: { id: string }) => {
    const found = answers[endpoint.id];
    if (found instanceof Error) throw found;
    if (found !== undefined) return found;
    throw new Error(`unexpected call ${endpoint.id}`);
  });
}

const open = (query: Record<string, string>) =>
  render(<ReportPage route={routeByName('Report')} query={query} />);

describe('/report?id=&uuid= (issue 20)', () => {
  beforeEach(() => {
    call.mockReset();
    download.mockReset();
  });

  it('opens on the saved search and runs it in the chosen format through the download path', async () => {
    answer({ 'report.reportdata': { report, subscription }, 'BusinessUnit.listHierarchy': units });
    download.mockResolvedValue({ kind: 'file', blob: new Blob(['x']), fileName: 'spend.xlsx' });
    open({ id: SPEND, uuid: SUB });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spend by Month' })).toBeInTheDocument();
    expect(
      await screen.findByText('Report data is available 12 to 14 days after month end.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.reportdata' }),
      expect.objectContaining({ query: { id: SPEND, uuid: SUB } }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ id: 'report.run' }), {
      body: {
        reportId: SPEND,
        format: 1,
        searchFields: { dateFrom: '2026-01-01', dateTo: '2026-03-31', businessUnitId: UNIT },
      },
      reportProblems: false,
    });
    expect(await screen.findByText('Your report Spend by Month was downloaded.')).toBeInTheDocument();
  });

  it('keeps the keyboard focus on Run, Save search and Save schedule while each is under way and after it', async () => {
    let finishRun: (value: unknown) => void = () => undefined;
    download.mockReturnValue(new Promise((resolve) => (finishRun = resolve)));
    answer({
      'report.reportdata': { report, subscription },
      'BusinessUnit.listHierarchy': units,
      'report.savereportsubscriptionsearchfields': subscription,
      'report.saveschedule': {
        ...subscription,
        schedule: { kind: 'daily', every: 1, at: '07:30' },
        nextRunAt: '2026-11-30T12:30:00.000Z',
      },
    });
    open({ id: SPEND, uuid: SUB });
    const run = await screen.findByRole('button', { name: 'Run' });
    run.focus();
    await userEvent.keyboard('{Enter}');
    // A disabled button would drop the focus to <body> (Chromium blurs it): it stays on the pending button.
    const running = screen.getByRole('button', { name: 'Running…' });
    expect(running).not.toBeDisabled();
    expect(running).toHaveAttribute('aria-disabled', 'true');
    expect(running).toHaveFocus();
    finishRun({ kind: 'file', blob: new Blob(['x']), fileName: 'spend.xlsx' });
    expect(await screen.findByText('Your report Spend by Month was downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();

    const saveSearch = screen.getByRole('button', { name: 'Save search' });
    saveSearch.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Your search fields were saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save search' })).toHaveFocus();

    const schedule = screen.getByRole('form', { name: 'Schedule' });
    await userEvent.click(within(schedule).getByRole('radio', { name: 'Daily' }));
    await userEvent.type(within(schedule).getByRole('textbox', { name: /Every/ }), '1');
    await userEvent.type(within(schedule).getByRole('textbox', { name: /At/ }), '07:30');
    within(schedule).getByRole('button', { name: 'Save schedule' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/^Schedule saved\. Next run: /)).toBeInTheDocument();
    expect(within(schedule).getByRole('button', { name: 'Save schedule' })).toHaveFocus();
  });

  it('says the subscription was deleted, drops the saved-search message and gives the focus to the Schedule heading', async () => {
    answer({
      'report.reportdata': { report, subscription },
      'BusinessUnit.listHierarchy': units,
      'report.savereportsubscriptionsearchfields': subscription,
      'report.deletesubscription': { ok: true },
    });
    open({ id: SPEND, uuid: SUB });
    await userEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Your search fields were saved.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Delete subscription to Spend by Month' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscription deleted.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.deletesubscription' }),
      expect.objectContaining({ query: { id: SUB } }),
    );
    expect(screen.queryByText('Your search fields were saved.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete subscription/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Schedule' })).toHaveFocus());
  });

  it('keeps the focus on Save schedule when the first schedule creates the subscription', async () => {
    answer({
      'report.reportdata': { report: { ...report, subscriptionId: null }, subscription: null },
      'BusinessUnit.listHierarchy': units,
      'report.saveschedule': {
        ...subscription,
        searchFields: {},
        format: 1,
        schedule: { kind: 'daily', every: 2, at: '08:30' },
        nextRunAt: '2026-11-30T13:30:00.000Z',
      },
    });
    open({ id: SPEND });
    const schedule = await screen.findByRole('form', { name: 'Schedule' });
    await userEvent.click(within(schedule).getByRole('radio', { name: 'Daily' }));
    await userEvent.type(within(schedule).getByRole('textbox', { name: /Every/ }), '2');
    await userEvent.type(within(schedule).getByRole('textbox', { name: /At/ }), '08:30');
    within(schedule).getByRole('button', { name: 'Save schedule' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/^Schedule saved\. Next run: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Every/ })).toHaveValue('2');
  });

  it('refuses a start date after the end date before any call', async () => {
    answer({
      'report.reportdata': {
        report,
        subscription: { ...subscription, searchFields: { dateFrom: '2026-04-01', dateTo: '2026-03-31' } },
      },
      'BusinessUnit.listHierarchy': units,
    });
    open({ id: SPEND, uuid: SUB });
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(screen.getByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('saves the search fields and then a weekly schedule with them', async () => {
    answer({
      'report.reportdata': { report: { ...report, subscriptionId: null }, subscription: null },
      'BusinessUnit.listHierarchy': units,
      'report.savereportsubscriptionsearchfields': { ...subscription, searchFields: {}, format: 1 },
      'report.saveschedule': {
        ...subscription,
        searchFields: {},
        format: 1,
        schedule: { kind: 'weekly', days: [1], at: '07:30' },
        nextRunAt: '2026-11-30T12:30:00.000Z',
      },
    });
    open({ id: SPEND });
    await userEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Your search fields were saved.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.savereportsubscriptionsearchfields' }),
      expect.objectContaining({ body: { reportId: SPEND, searchFields: {}, format: 1 } }),
    );
    const schedule = screen.getByRole('form', { name: 'Schedule' });
    await userEvent.click(within(schedule).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(schedule).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.type(within(schedule).getByRole('textbox', { name: /At/ }), '07:30');
    await userEvent.click(within(schedule).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(/^Schedule saved\. Next run: /)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.saveschedule' }),
      expect.objectContaining({
        body: expect.objectContaining({
          reportId: SPEND,
          format: 1,
          searchFields: {},
          schedule: { kind: 'weekly', days: [1], at: '07:30' },
        }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Stop schedule' })).toBeInTheDocument();
  });

  it('names itself after the report once loaded: the last crumb and the page title say it, not "Report"', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'report.reportdata') return new Promise((done) => (resolve = done));
      return units;
    });
    const { unmount } = render(
      <>
        <LastCrumb route="Report" />
        <ReportPage route={routeByName('Report')} query={{ id: SPEND }} />
      </>,
    );
    expect(screen.getByTestId('last-crumb')).toHaveTextContent(/^Report$/);
    resolve({ report, subscription: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spend by Month' })).toBeInTheDocument();
    expect(screen.getByTestId('last-crumb')).toHaveTextContent(/^Spend by Month$/);
    unmount();
    // Leaving the report gives the next page its own route's title.
    render(<LastCrumb route="Report" />);
    expect(screen.getByTestId('last-crumb')).toHaveTextContent(/^Report$/);
  });

  it('says the catalogue’s not-found message for an unknown or malformed id, never a blank page', async () => {
    answer({
      'report.reportdata': new ApiError({
        status: 404,
        endpointId: 'report.reportdata',
        body: { code: 'ReportNotFound', message: 'Not found.', traceId: 't' },
      }),
    });
    const { unmount } = open({ id: SPEND });
    expect(await screen.findByText('The report was not found.')).toBeInTheDocument();
    unmount();
    call.mockClear();
    open({ id: 'not-a-report' });
    expect(await screen.findByText('The report was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute('href', '#/reports');
    expect(call).not.toHaveBeenCalled();
  });

  it('opens the report without a saved search that is gone (deleted since, or not the user’s), saying so', async () => {
    call.mockImplementation(async (endpoint: { id: string }, options: { query?: { uuid?: string } }) => {
      if (endpoint.id === 'report.reportdata' && options.query?.uuid) {
        throw new ApiError({
          status: 404,
          endpointId: 'report.reportdata',
          body: { code: 'ReportSubscriptionNotFound', message: 'x', traceId: 't' },
        });
      }
      if (endpoint.id === 'report.reportdata') {
        return { report: { ...report, subscriptionId: null }, subscription: null };
      }
      if (endpoint.id === 'BusinessUnit.listHierarchy') return units;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    open({ id: SPEND, uuid: SUB });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spend by Month' })).toBeInTheDocument();
    expect(screen.getByText('The saved search was not found.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.reportdata' }),
      expect.objectContaining({ query: { id: SPEND } }),
    );
    expect(await screen.findByRole('form', { name: 'Search fields' })).toBeInTheDocument();
  });
});
