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
  title: 'Components/PaymentMethodChooser',
  component: PaymentMethodChooser,
  args: { savedCards, value: 'saved:pi-1', onChange: fn() },
  render: (args) => <StatefulChooser {...args} />,
} satisfies Meta<typeof PaymentMethodChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 1111' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' }));
    await expect(args.onChange).toHaveBeenCalledWith('saved:pi-2');
  },
};

export const Playground: Story = {
  args: {
    value: 'new',
    allowPaymentRequest: true,
    newCardForm: <CreditCardForm states={cardStates} today={storyToday} onSubmit={fn()} allowSave />,
    paymentRequestForm: <TextField label="Recipient e-mail" type="email" isRequired />,
  },
};
