import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportRunForm } from './ReportRunForm';
import {
  daysField,
  reportFormats,
  requiredDays,
  searchErrors,
  spendFields,
  statusField,
} from './Reports.fixtures';

const meta = {
  title: 'Components/ReportRunForm',
  component: ReportRunForm,
  args: {
    'aria-label': 'Run Spend by Month',
    fields: spendFields,
    formats: reportFormats,
    validate: searchErrors,
    onRun: fn(),
    onSave: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ReportRunForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report's fields (dates and business unit) and its formats; the first format is chosen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.onRun).toHaveBeenCalledWith({ values: {}, format: 1 });
  },
};

/** Dates typed, a business unit and Excel chosen, then Run. */
export const FilledAndRun: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [from] = canvas.getAllByRole('spinbutton', { name: /month, From/i });
    if (from) await userEvent.click(from);
    await userEvent.keyboard('01012026');
    await userEvent.click(canvas.getByRole('button', { name: /Business unit/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Corporate › Finance' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Excel (XLSX)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.onRun).toHaveBeenCalledWith({
      values: { dateFrom: '2026-01-01', businessUnitId: 'bu-2' },
      format: 6,
    });
  },
};

/** Opened on a saved search: the fields and the format as saved; Save search hands them back. */
export const Prefilled: Story = {
  args: {
    defaultValues: {
      values: { dateFrom: '2026-01-01', dateTo: '2026-03-31', businessUnitId: 'bu-1' },
      format: 6,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Business unit/ })).toHaveTextContent(
      'Corporate › Radiology',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      values: { dateFrom: '2026-01-01', dateTo: '2026-03-31', businessUnitId: 'bu-1' },
      format: 6,
    });
  },
};

/** A start date after the end date, in the catalogue's words: neither Run nor Save goes through. */
export const DateOrder: Story = {
  args: { defaultValues: { values: { dateFrom: '2026-04-01', dateTo: '2026-03-31' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(canvas.getByText('The start date must not be after the end date.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(args.onRun).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A required field (days) is marked; left empty or out of range it says so and takes the focus. */
export const RequiredDays: Story = {
  args: { fields: daysField, validate: requiredDays, 'aria-label': 'Run Contracts Expiring' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('textbox', { name: /Ending within/ });
    await expect(days).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(canvas.getByText('Ending within (days) is required.')).toBeVisible();
    await expect(days).toHaveFocus();
    await userEvent.type(days, '0');
    await expect(
      canvas.getByText("'Ending within' must be a whole number of days from 1 to 3650."),
    ).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.onRun).toHaveBeenCalledWith({ values: { withinDays: '90' }, format: 1 });
  },
};

/** An order status select: 'All statuses' or one status. */
export const OrderStatus: Story = {
  args: { fields: statusField, 'aria-label': 'Run Orders by Status' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Order status/ })).toHaveTextContent('All statuses');
    await userEvent.click(canvas.getByRole('button', { name: /Order status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Closed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.onRun).toHaveBeenCalledWith({ values: { orderStatus: '-104' }, format: 1 });
  },
};

/**
 * A run under way: Run says so and neither button takes a press. Run is pending, not disabled, so a keyboard user
 * who pressed it keeps the focus on it (a disabled button drops it to <body>).
 */
export const Running: Story = {
  args: { isRunning: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const run = canvas.getByRole('button', { name: 'Running…' });
    await expect(run).toHaveAttribute('aria-disabled', 'true');
    await expect(run).not.toBeDisabled();
    await userEvent.click(run);
    await expect(canvas.getByRole('button', { name: 'Save search' })).toBeDisabled();
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { doneMessage: 'Your search fields were saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your search fields were saved.')).toBeVisible();
  },
};

/** The server refused the run, in its words. */
export const Refused: Story = {
  args: { serverError: 'This report cannot be downloaded in that format.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This report cannot be downloaded in that format.'),
    ).toBeVisible();
  },
};
