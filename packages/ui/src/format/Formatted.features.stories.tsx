import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FormattedDate,
  FormattedDateTime,
  FormattedMoney,
  FormattedNumber,
  FormattedPercent,
  FormattedPhone,
} from './Formatted';

const meta = {
  title: 'Components/Formatted/Features',
  component: FormattedMoney,
  args: { value: '0' },
} satisfies Meta<typeof FormattedMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NegativeMoney: Story = {
  args: { value: '-1234.5' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('-$1,234.50');
  },
};

export const NumberWithTwoDecimals: Story = {
  render: () => <FormattedNumber value={1234567.891} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234,567.89');
  },
};

export const DateAsMonthDayYear: Story = {
  render: () => <FormattedDate value="2026-03-05" />,
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('03/05/2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime');
  },
};

export const DateTimeTwelveHourClock: Story = {
  render: () => <FormattedDateTime value={new Date(2026, 2, 5, 14, 7)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('03/05/2026 02:07 PM');
  },
};

export const PhoneAsLink: Story = {
  render: () => <FormattedPhone value="(555) 123 4567" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '555-123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
  },
};

export const PercentRounded: Story = {
  render: () => <FormattedPercent value={0.256} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('26%');
  },
};

/** The documents: "values above 1 shown as 0%" (the value is read as a fraction). */
export const PercentAboveOneShowsZero: Story = {
  render: () => <FormattedPercent value={25} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0%');
  },
};
