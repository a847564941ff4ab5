import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommitmentChart } from './CommitmentChart';
import { edpPoints, oneMonthPoints } from './storyData';

const meta = {
  title: 'Components/Charts/CommitmentChart',
  component: CommitmentChart,
  args: {
    title: 'AWS Enterprise Discount Program',
    description:
      'Consumption to date against the $2,100,000.00 commitment, July 2025 to June 2027. The forecast adds the average of the last 3 published months for each month left.',
    points: edpPoints,
    commitment: '2100000.00',
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof CommitmentChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 16 actual months and 8 forecast: the months are one tab stop, the arrow keys move, the table has the figures. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'AWS Enterprise Discount Program' })).toBeVisible();
    const points = canvas.getAllByRole('img');
    await expect(points).toHaveLength(24);
    await userEvent.tab();
    // The last actual month takes the focus first.
    await expect(document.activeElement).toHaveAccessibleName(
      'October 2026: $1,288,020.40 to date (Actual), $91,002.55 in the month',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/^November 2026: .* \(Forecast\)/);
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName(/^July 2025: \$70,000\.00 to date \(Actual\)/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(/^June 2027: /);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'AWS Enterprise Discount Program' });
    const july = within(table).getByRole('row', { name: /July 2025/ });
    await expect(
      within(july)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$70,000.00', '$70,000.00', 'Actual']);
    await expect(within(table).getByRole('row', { name: /Commitment/ })).toHaveTextContent('$2,100,000.00');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The first published month of a commitment: one bar, one row. */
export const OneMonth: Story = {
  args: { points: oneMonthPoints, commitment: '500000.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(
      /^October 2026: \$70,000\.00 to date \(Actual\)/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

/** Nothing published for the selection: the message, no chart and no table toggle. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No figures for this selection.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the chart…');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
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

/** A month in keyboard focus: its outline on the chart and its figures read out above it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(/^September 2026: /);
    await expect(canvas.getByText(/^September 2026: \$1,197,017\.85 to date \(Actual\)/)).toBeVisible();
  },
};
