import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField/Features',
  component: TimeField,
  args: { label: 'At', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwentyFourHourClock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await userEvent.keyboard('18');
    await expect(hour).toHaveTextContent('18');
    // No AM/PM segment on a 24-hour clock.
    await expect(canvas.queryByRole('spinbutton', { name: /AM\/PM/i })).not.toBeInTheDocument();
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('spinbutton', { name: /minute/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('spinbutton', { name: /minute/i })).not.toHaveTextContent('––');
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Enter the time the report is sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the time the report is sent.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
