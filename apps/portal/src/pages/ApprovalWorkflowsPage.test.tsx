import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApprovalWorkflowsPage from './ApprovalWorkflowsPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

interface Level {
  level: number;
  roleType: number;
  minAmount: string;
}

const roleNames: Record<number, string> = {
  13: 'Quote Approver',
  14: 'Approver Level 1',
  15: 'Approver Level 2',
};
const chainOf = (documentType: number, levels: Level[]) => ({
  documentType,
  isDefault: levels.length === 0,
  levels: (levels.length === 0 ? [{ level: 1, roleType: 13, minAmount: '0.00' }] : levels).map((level) => ({
    ...level,
    roleName: roleNames[level.roleType] ?? '',
  })),
});

/** A server holding Northwind's two chains, saving what it is sent. */
function northwind() {
  const chains = new Map<number, Level[]>([
    [
      8,
      [
        { level: 1, roleType: 13, minAmount: '0.00' },
        { level: 2, roleType: 15, minAmount: '10000.00' },
      ],
    ],
    [
      4,
      [
        { level: 1, roleType: 14, minAmount: '0.00' },
        { level: 2, roleType: 15, minAmount: '1000.00' },
      ],
    ],
  ]);
  call.mockImplementation(
    async (
      endpoint: { id: string },
      options: { query?: { documentType: number }; body?: { documentType: number; levels: Level[] } },
    ) => {
      if (endpoint.id === 'workflowrouting.getApprovalChain') {
        const type = options.query?.documentType ?? 0;
        return chainOf(type, chains.get(type) ?? []);
      }
      if (endpoint.id === 'workflowrouting.saveApprovalChain' && options.body) {
        chains.set(options.body.documentType, options.body.levels);
        return chainOf(options.body.documentType, options.body.levels);
      }
      throw new Error(`unexpected call ${endpoint.id}`);
    },
  );
  return chains;
}

const renderPage = () =>
  render(<ApprovalWorkflowsPage route={routeByName('ApprovalWorkflows')} query={{}} />);
/** Both tabs stay mounted (jsdom does not hide the other): look in the one named. */
let tab = 'Quotes';
const panel = () => within(screen.getByRole('tabpanel', { name: tab }));
const level = (name: string) => within(panel().getByRole('group', { name }));
const amountOf = (name: string) => level(name).getByRole('textbox', { name: /Applies from/ });

afterEach(() => {
  call.mockReset();
  tab = 'Quotes';
});

describe('ApprovalWorkflowsPage', () => {
  it('shows the quote chain, and the requisition chain on its tab', async () => {
    northwind();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Approval Workflows' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' }),
    ).toBeInTheDocument();
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Quote Approver',
    );
    expect(amountOf('Level 2')).toHaveValue('$10,000.00');
    expect(call.mock.calls.map(([, options]) => options.query)).toEqual([
      { documentType: 8 },
      { documentType: 4 },
    ]);
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '20000');
    await userEvent.tab();

    await userEvent.click(screen.getByRole('tab', { name: 'Requisitions' }));
    expect(screen.getByRole('tab', { name: 'Requisitions' })).toHaveAttribute('aria-selected', 'true');
    tab = 'Requisitions';
    expect(level('Level 1').getByRole('button', { name: /Approver role/ })).toHaveTextContent(
      'Approver Level 1',
    );
    expect(amountOf('Level 2')).toHaveValue('$1,000.00');

    // The quote draft outlived the look at the other tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Quotes' }));
    tab = 'Quotes';
    expect(amountOf('Level 2')).toHaveValue('$20,000.00');
    expect(panel().getByText('Unsaved changes')).toBeInTheDocument();
  }, 30_000);

  it('saves a raised threshold and says so', async () => {
    const chains = northwind();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '12500');
    await userEvent.tab();
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(await panel().findByRole('status')).toHaveTextContent('Quote approval chain saved.');
    const save = call.mock.calls.find(([endpoint]) => endpoint.id === 'workflowrouting.saveApprovalChain');
    expect(save?.[1]).toMatchObject({
      body: {
        documentType: 8,
        levels: [
          { level: 1, roleType: 13, minAmount: '0.00' },
          { level: 2, roleType: 15, minAmount: '12500.00' },
        ],
      },
      reportProblems: false,
    });
    expect(chains.get(8)?.[1]?.minAmount).toBe('12500.00');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, 30_000);

  it('no longer says the chain was saved once it is changed again (issue 16)', async () => {
    northwind();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '12500');
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(await panel().findByRole('status')).toHaveTextContent('Quote approval chain saved.');
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '15000');
    expect(panel().getByText('Unsaved changes')).toBeInTheDocument();
    expect(panel().queryByText('Quote approval chain saved.')).not.toBeInTheDocument();
  }, 30_000);

  it('refuses a role at a second level and an amount past the largest, at their fields, and sends nothing', async () => {
    northwind();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.click(level('Level 2').getByRole('button', { name: /Approver role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quote Approver' }));
    expect(level('Level 2').getByRole('button', { name: /Approver role/ })).toHaveAccessibleDescription(
      expect.stringContaining('This role already approves at level 1.'),
    );
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '99999999999999999');
    await userEvent.tab();
    // Kept as typed (a number field capped it at 99,999,999,999,999) and refused with the limit named.
    expect(amountOf('Level 2')).toHaveValue('$99,999,999,999,999,999.00');
    expect(amountOf('Level 2')).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than $1,000,000,000.00.'),
    );
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'workflowrouting.saveApprovalChain')).toBe(
      false,
    );
  }, 30_000);

  it('checks the draft with the chain rule before saving: a threshold below the level before is refused', async () => {
    northwind();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.click(panel().getByRole('button', { name: 'Add level' }));
    await userEvent.clear(amountOf('Level 3'));
    await userEvent.type(amountOf('Level 3'), '9999');
    await userEvent.tab();
    expect(amountOf('Level 3')).toBeInvalid();
    expect(amountOf('Level 3')).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least $10,000.00, the amount of level 2.'),
    );
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'workflowrouting.saveApprovalChain')).toBe(
      false,
    );
    // Raised to the level before, the chain is valid again.
    await userEvent.clear(amountOf('Level 3'));
    await userEvent.type(amountOf('Level 3'), '10000');
    await userEvent.tab();
    expect(amountOf('Level 3')).toBeValid();
  }, 30_000);

  it("shows the server's message when the save is refused", async () => {
    northwind();
    const refused = new ApiError({
      status: 422,
      endpointId: 'workflowrouting.saveApprovalChain',
      body: {
        code: 'ApprovalChainInvalid',
        message: 'The approval chain was not saved. Correct the levels marked and save again.',
        traceId: 't-1',
      },
    });
    const answer = call.getMockImplementation();
    call.mockImplementation(async (endpoint: { id: string }, options: unknown) => {
      if (endpoint.id === 'workflowrouting.saveApprovalChain') throw refused;
      return answer?.(endpoint, options);
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'The approval chain was not saved. Correct the levels marked and save again.',
    );
  }, 30_000);

  it('puts the server’s per-level field errors of a refused save on the levels’ fields', async () => {
    northwind();
    const refused = new ApiError({
      status: 422,
      endpointId: 'workflowrouting.saveApprovalChain',
      body: {
        code: 'ApprovalChainInvalid',
        message: 'The approval chain was not saved. Correct the levels marked below.',
        traceId: 't-2',
        errors: [
          {
            path: 'levels.1.minAmount',
            message: 'The amount must be at least $10,000.00, the amount of level 1.',
          },
          { path: 'levels.0.roleType', message: 'Choose the role that approves at this level.' },
        ],
      },
    });
    const answer = call.getMockImplementation();
    call.mockImplementation(async (endpoint: { id: string }, options: unknown) => {
      if (endpoint.id === 'workflowrouting.saveApprovalChain') throw refused;
      return answer?.(endpoint, options);
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.click(panel().getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(amountOf('Level 2')).toBeInvalid());
    expect(amountOf('Level 2')).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least $10,000.00, the amount of level 1.'),
    );
    expect(level('Level 1').getByText('Choose the role that approves at this level.')).toBeInTheDocument();
    expect(amountOf('Level 1')).toBeValid();
    // Edited, the amount's error goes.
    await userEvent.clear(amountOf('Level 2'));
    await userEvent.type(amountOf('Level 2'), '15000');
    await userEvent.tab();
    expect(amountOf('Level 2')).toBeValid();
  }, 30_000);

  it('goes back to the default chain once confirmed', async () => {
    const chains = northwind();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Quote approval chain' });
    await userEvent.click(panel().getByRole('button', { name: 'Use the default chain' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Use the default chain?' })).getByRole('button', {
        name: 'Use the default chain',
      }),
    );
    expect(
      await screen.findByText('Quote approval chain: the default chain applies again.'),
    ).toBeInTheDocument();
    expect(chains.get(8)).toEqual([]);
    expect(panel().getAllByRole('group', { name: /^Level \d$/ })).toHaveLength(1);
    expect(panel().getByText(/Your company has not set up its own chain/)).toBeInTheDocument();
  }, 30_000);

  it('offers a reload when the chain cannot be loaded', async () => {
    northwind();
    call.mockRejectedValueOnce(new ApiError({ status: 500, endpointId: 'workflowrouting.getApprovalChain' }));
    renderPage();
    expect(await panel().findByRole('alert')).toHaveTextContent('Server Error, please try again later');
    await userEvent.click(panel().getByRole('button', { name: 'Reload' }));
    expect(await panel().findByRole('group', { name: 'Level 2' })).toBeInTheDocument();
  });
});
