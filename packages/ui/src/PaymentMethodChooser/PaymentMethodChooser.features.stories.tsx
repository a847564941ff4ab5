import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditCardForm } from '../CreditCardForm/CreditCardForm';
import { cardStates, storyToday } from '../CreditCardForm/CreditCardForm.fixtures';
import { TextField } from '../TextField/TextField';
import { PaymentMethodChooser, type PaymentMethodChooserProps } from './PaymentMethodChooser';
import { savedCards } from './PaymentMethodChooser.fixtures';

function StatefulChooser(props: PaymentMethodChooserProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentMethodChooser
      {...props}
      value={value}
      onChange={(choice) => {
        setValue(choice);
        props.onChange(choice);
      }}
    />
  );
}

const meta = {
  title: 'Components/PaymentMethodChooser/Features',
  component: PaymentMethodChooser,
  args: {
    savedCards,
    value: null,
    onChange: fn(),
    newCardForm: <CreditCardForm states={cardStates} today={storyToday} onSubmit={fn()} />,
    paymentRequestForm: <TextField label="Recipient e-mail" type="email" />,
  },
  render: (args) => <StatefulChooser {...args} />,
} satisfies Meta<typeof PaymentMethodChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedCardsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    const visa = within(group).getByRole('radio', { name: 'Visa ending in 1111' });
    await expect(visa).toHaveAccessibleDescription(/Expires 03\/2028/);
    await expect(visa).toHaveAccessibleDescription(/Dana Whitaker/);
    await expect(canvas.getByText('•••• 1111')).toBeVisible();
    await expect(canvas.getByText('Primary')).toBeVisible();
    await expect(canvas.queryByText(/4111/)).not.toBeInTheDocument();
    await expect(within(group).getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
  },
};

export const SelectSavedCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mastercard = canvas.getByRole('radio', { name: 'Mastercard ending in 4444' });
    await userEvent.click(mastercard);
    await expect(mastercard).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('saved:pi-2');
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  },
};

export const ExpiredCardDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amex = canvas.getByRole('radio', { name: 'American Express ending in 0005' });
    await expect(amex).toBeDisabled();
    await expect(amex).toHaveAccessibleDescription(/Expired 01\/2024/);
    await userEvent.click(amex, { pointerEventsCheck: 0 });
    await expect(amex).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NewCardRevealsForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Use a new card' }));
    await expect(args.onChange).toHaveBeenCalledWith('new');
    const region = canvas.getByRole('region', { name: 'Use a new card' });
    await expect(within(region).getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa ending in 1111' }));
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  },
};

export const KeyboardSelection: Story = {
  args: { value: 'saved:pi-1', allowPaymentRequest: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 1111' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeChecked();
    // The expired card is skipped.
    await userEvent.keyboard('{ArrowDown}');
    const newCard = canvas.getByRole('radio', { name: 'Use a new card' });
    await expect(newCard).toHaveFocus();
    await expect(newCard).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('new');
    // Tab leaves the group for the card form below it.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
    await userEvent.keyboard('4111');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111');
  },
};

export const PaymentRequest: Story = {
  args: { allowPaymentRequest: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const request = canvas.getByRole('radio', {
      name: 'Ask someone else to pay (payment information request)',
    });
    await userEvent.click(request);
    await expect(args.onChange).toHaveBeenCalledWith('request');
    const region = canvas.getByRole('region', {
      name: 'Ask someone else to pay (payment information request)',
    });
    await expect(within(region).getByRole('textbox', { name: 'Recipient e-mail' })).toBeVisible();
  },
};

export const WithoutPaymentRequest: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('radio', { name: /Ask someone else/ }),
    ).not.toBeInTheDocument();
  },
};

export const NoSavedCards: Story = {
  args: { savedCards: [], value: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};
