import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportSubscriptionList } from './ReportSubscriptionList';
import { subscriptionItems } from './Reports.fixtures';

const meta = {
  title: 'Components/ReportSubscriptionList',
  component: ReportSubscriptionList,
  args: {
    'aria-label': 'My subscriptions',
    subscriptions: subscriptionItems,
    onDelete: fn(async () => true),
  },
} satisfies Meta<typeof ReportSubscriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report, its format, its schedule in words and the next run; one runs on demand only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spend = canvas.getByRole('row', { name: /Spend by Month/ });
    await expect(within(spend).getByText('Weekly on Monday, Thursday at 18:00')).toBeVisible();
    await expect(within(spend).getByText('11/30/2026 6:00 PM')).toBeVisible();
    await expect(within(spend).getByRole('link', { name: 'Open Spend by Month' })).toHaveAttribute(
      'href',
      '#/report?id=r-1&uuid=s-1',
    );
    const status = canvas.getByRole('row', { name: /Orders by Status/ });
    await expect(within(status).getByText('Not scheduled')).toBeVisible();
  },
};

/** Delete asks first, in the row; confirmed, the page deletes it and the list says so. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete subscription to Orders by Status' }));
    const question = canvas.getByRole('group', {
      name: 'Delete your subscription to Orders by Status? Its saved search fields and schedule are removed.',
    });
    await expect(within(question).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('s-2');
    await expect(await canvas.findByText('Subscription deleted.')).toBeVisible();
  },
};

/** Cancel keeps it and gives the focus back to its Delete. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete subscription to Spend by Month' }));
    const question = canvas.getByRole('group', { name: /^Delete your subscription to Spend by Month\?/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete subscription to Spend by Month' })).toHaveFocus(),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The server refused the delete: the page's message shows. */
export const DeleteRefused: Story = {
  args: { deleteError: 'The saved search was not found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The saved search was not found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { subscriptions: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your subscriptions…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { subscriptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no scheduled reports.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { subscriptions: null, error: 'The server did not answer. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
