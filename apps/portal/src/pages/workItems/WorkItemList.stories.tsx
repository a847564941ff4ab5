import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { page, rejectedSummary, requesters, statuses, summaries } from './fixtures';
import { WorkItemList } from './WorkItemList';

/**
 * /work-items' list (issue 19, 002 §2): the status filter (All Open first), the requester, the requests with their
 * kind, status, requester and dates, each linking to its page; paging; the New request link for workItemCreate.
 */
const meta = {
  title: 'Contracts/WorkItemList',
  component: WorkItemList,
  args: {
    page: page(summaries),
    statuses,
    requesters,
    filter: { status: 5, requesterId: '' },
    onFilterChange: fn(),
    onPageChange: fn(),
    mayCreate: true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WorkItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Work Items' });
    const link = await within(table).findByRole('link', { name: 'WI-690002' });
    expect(link).toHaveAttribute('href', `#/work-item-request?pageId=${summaries[0]?.id}`);
    expect(within(table).getByText('Pending Approval')).toBeVisible();
    expect(within(table).getByText('CCO ID Contract Association')).toBeVisible();
    expect(canvas.getByRole('link', { name: 'New Work Item Request' })).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    expect(await canvas.findByRole('link', { name: 'WI-690004' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Pending Presidio' }));
    expect(args.onFilterChange).toHaveBeenCalledWith({ status: 3, requesterId: '' });
  },
};

export const ReadOnlyReader: Story = {
  args: { mayCreate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Work Items' });
    expect(await within(table).findByRole('link', { name: 'WI-690006' })).toBeVisible();
    expect(canvas.queryByRole('link', { name: 'New Work Item Request' })).toBeNull();
  },
};

export const Paged: Story = {
  args: { page: page(summaries, 23) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Work Items' });
    expect(await within(table).findByRole('link', { name: 'WI-690002' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NoneMatch: Story = {
  args: { page: page([]), filter: { status: 4, requesterId: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('status')).toHaveTextContent('No work item requests match.');
    expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Rejected: Story = {
  args: {
    page: page([rejectedSummary, summaries[2] ?? rejectedSummary]),
    filter: { status: 6, requesterId: '' },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Work Items' });
    const row = (await within(table).findByRole('link', { name: 'WI-700012' })).closest('[role="row"]');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent(
      'Reason for rejection: Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
    );
    // A completed request has no reason.
    const completed = within(table).getByRole('link', { name: 'WI-690006' }).closest('[role="row"]');
    expect(completed).not.toHaveTextContent('Reason for rejection');
  },
};
