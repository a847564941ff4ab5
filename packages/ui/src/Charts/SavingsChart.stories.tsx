import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavingsChart } from './SavingsChart';
import { savingsRows, savingsTotals } from './storyData';

const meta = {
  title: 'Components/Charts/SavingsChart',
  component: SavingsChart,
  args: {
    title: 'Savings by service',
    description: 'What your contract price saved against the list price, May 2025 to October 2026.',
    rows: savingsRows,
    totals: savingsTotals,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof SavingsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six services, largest savings first: one tab stop, the arrow keys move, the table has the costs and totals. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Savings by service' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(
      'Amazon EC2: $195,921.24 saved ($1,088,451.23 at list, $892,529.99 at contract price)',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^Amazon RDS: \$60,255\.99 saved/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(/^AWS Lambda: \$4,768\.68 saved/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Savings by service' });
    await expect(within(table).getByRole('row', { name: /Amazon S3/ })).toHaveTextContent('$26,745.72');
    const total = within(table).getByRole('row', { name: /Total/ });
    await expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$2,132,877.47', '$1,799,003.79', '$333,873.68']);
  },
};

/** One service: one bar, and the table opened from the start. */
export const OneService: Story = {
  args: { rows: savingsRows.slice(3, 4), totals: undefined, defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No figures for this selection.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the chart…');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A bar in keyboard focus: its outline and its figures read out above the chart. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^Amazon EKS: /);
    await expect(canvas.getByText(/^Amazon EKS: \$35,556\.62 saved/)).toBeVisible();
  },
};
