import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportScheduleForm } from './ReportScheduleForm';
import { scheduleErrors } from './ReportScheduleForm.fixtures';

const meta = {
  title: 'Components/ReportScheduleForm',
  component: ReportScheduleForm,
  args: {
    'aria-label': 'Schedule of Spend by month',
    onSubmit: fn(),
    validate: scheduleErrors,
    timeZoneNote: 'Times are in America/New_York.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ReportScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: only the choice of daily, weekly or monthly and Save. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /Repeat/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NoKindChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(canvas.getByText('Please choose daily, weekly or monthly.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DailyFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Every/ }), '2');
    await userEvent.type(canvas.getByRole('textbox', { name: /At/ }), '07:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'daily', every: '2', at: '07:30' }),
    );
  },
};

export const DailyNeedsEveryAndTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(canvas.getByText("Daily needs 'every': the number of days between runs.")).toBeVisible();
    await expect(canvas.getByText("An 'at' time is required.")).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Every/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Every/ }), '0');
    await expect(canvas.getByText("'Every' must be a whole number of days from 1 to 365.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WeeklyFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /At/ }), '18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'weekly', days: [1, 4], at: '18:00' }),
    );
  },
};

export const WeeklyNeedsADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /At/ }), '18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(canvas.getByText('Weekly needs at least one day.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }));
    await expect(canvas.queryByText('Weekly needs at least one day.')).toBeNull();
  },
};

export const MonthlyFilled: Story = {
  args: { defaultValues: { kind: 'monthly', monthDay: 'number', dayOfMonth: '15', at: '06:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Day number/ })).toHaveValue('15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'monthly', monthDay: 'number', dayOfMonth: '15', at: '06:00' }),
    );
  },
};

export const MonthlyLastDay: Story = {
  args: { defaultValues: { kind: 'monthly', monthDay: 'number', at: '06:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Last day' }));
    await expect(canvas.queryByRole('textbox', { name: /Day number/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'monthly', monthDay: 'last' }),
    );
  },
};

/** 002 §5: a day of month greater than 1 and smaller than 29, in the documents' words. */
export const MonthlyDay29: Story = {
  args: { defaultValues: { kind: 'monthly', monthDay: 'number', at: '06:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(canvas.getByText('Monthly needs a day of month.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Day number/ }), '29');
    await expect(
      canvas.getByText('Day of month must be an integer greater than 1 and smaller than 29.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Day number/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TimeNot24Hour: Story = {
  args: { defaultValues: { kind: 'weekly', days: [1], at: '7pm' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(
      canvas.getByText('Time must be in 24-hour format, HH:mm (for example 07:30 or 18:00).'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /At/ })).toHaveFocus();
  },
};

export const Saving: Story = {
  args: { isSaving: true, defaultValues: { kind: 'weekly', days: [1, 4], at: '08:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving…' });
    // Pending, not disabled: it keeps the keyboard focus of whoever pressed it.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: {
    savedMessage: 'Schedule saved. Next run: 11/30/2026 8:00 AM.',
    defaultValues: { kind: 'weekly', days: [1, 4], at: '08:00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Schedule saved. Next run: 11/30/2026 8:00 AM.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  },
};

/** Saved, then changed: the saved message no longer says what is shown, so it goes (until the next save). */
export const SavedThenChanged: Story = {
  args: {
    savedMessage: 'Schedule saved. Next run: 11/30/2026 8:00 AM.',
    defaultValues: { kind: 'daily', every: '1', at: '08:00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Schedule saved. Next run: 11/30/2026 8:00 AM.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(canvas.queryByText('Schedule saved. Next run: 11/30/2026 8:00 AM.')).not.toBeInTheDocument();
  },
};

/** The server said no (its 400 carries the same words), on the field until it is edited. */
export const ServerRefusal: Story = {
  args: {
    serverError: 'There was some problem, while processing your Request',
    fieldErrors: { dayOfMonth: 'Day of month must be an integer greater than 1 and smaller than 29.' },
    defaultValues: { kind: 'monthly', monthDay: 'number', dayOfMonth: '29', at: '06:00' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was some problem, while processing your Request',
    );
    const day = canvas.getByRole('textbox', { name: /Day number/ });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(day);
    await userEvent.type(day, '28');
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');
  },
};
