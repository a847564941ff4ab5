import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ReportList } from './ReportList';
import { reportListItems } from './Reports.fixtures';

const meta = {
  title: 'Components/ReportList',
  component: ReportList,
  args: { 'aria-label': 'My Reports', reports: reportListItems },
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reports a user may run: name and description, kind, formats and Open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Reports' });
    const row = within(table).getByRole('row', { name: /^Spend by Month Orders placed/ });
    await expect(within(row).getByText('Standard')).toBeVisible();
    await expect(within(row).getByText('PDF, Excel (XLSX), CSV')).toBeVisible();
    await expect(within(row).getByRole('link', { name: 'Open Spend by Month' })).toHaveAttribute(
      'href',
      '#/report?id=r-1',
    );
    await expect(canvas.queryByRole('columnheader', { name: 'Assigned users' })).toBeNull();
  },
};

/** An assigner's list: how many users each report is assigned to and the "Assign users" slot. */
export const ForAssigner: Story = {
  args: {
    'aria-label': 'Company Reports',
    showAssigned: true,
    renderActions: (report) => (
      <Button variant="secondary" size="small" aria-label={`Assign users to ${report.name}`}>
        Assign users
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Assigned users' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /Radiology Spend by Month/ });
    await expect(within(row).getByText('0 assigned')).toBeVisible();
    await expect(within(row).getByText('Custom')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open Spend by Month' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Assign users to Spend by Month' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { reports: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading reports…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reports are assigned to you yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { reports: null, error: 'The server did not answer. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server did not answer. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
