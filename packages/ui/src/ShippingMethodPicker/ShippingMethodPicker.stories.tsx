import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type ShippingMethod,
  ShippingMethodPicker,
  type ShippingMethodPickerProps,
} from './ShippingMethodPicker';
import { carrierAccounts, carriers, expeditedNotice } from './ShippingMethodPicker.fixtures';

/**
 * Holds the values the way the checkout page does: the expedited warning shows while Expedited is chosen, and a
 * saved carrier account other than 'None' turns the own carrier account on and fills its carrier and number
 * (001 §4).
 */
export function StatefulShippingMethodPicker(props: ShippingMethodPickerProps) {
  const [method, setMethod] = useState<ShippingMethod | null>(props.value);
  const [useMine, setUseMine] = useState(props.useMyCarrierAccount ?? false);
  const [accountID, setAccountID] = useState(props.carrierAccountID ?? props.noCarrierAccountID ?? '');
  const [carrierCode, setCarrierCode] = useState(props.carrierCode ?? '');
  const [accountNumber, setAccountNumber] = useState(props.accountNumber ?? '');
  return (
    <ShippingMethodPicker
      {...props}
      value={method}
      onChange={(next) => {
        setMethod(next);
        props.onChange(next);
      }}
      notices={[...(props.notices ?? []), ...(method === 4 ? [expeditedNotice] : [])]}
      useMyCarrierAccount={useMine}
      onUseMyCarrierAccountChange={(next) => {
        setUseMine(next);
        props.onUseMyCarrierAccountChange?.(next);
      }}
      carrierAccountID={accountID}
      onCarrierAccountIDChange={(id) => {
        setAccountID(id);
        const account = props.carrierAccounts?.find((candidate) => candidate.id === id);
        if (account) {
          setUseMine(true);
          setCarrierCode(
            props.carriers?.find((carrier) => carrier.name === account.carrierName)?.code ?? carrierCode,
          );
          setAccountNumber(account.accountNumber);
        }
        props.onCarrierAccountIDChange?.(id);
      }}
      carrierCode={carrierCode}
      onCarrierCodeChange={(code) => {
        setCarrierCode(code);
        props.onCarrierCodeChange?.(code);
      }}
      accountNumber={accountNumber}
      onAccountNumberChange={(next) => {
        setAccountNumber(next);
        props.onAccountNumberChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ShippingMethodPicker',
  excludeStories: ['StatefulShippingMethodPicker'],
  component: ShippingMethodPicker,
  args: { value: 1, onChange: fn() },
  render: (args) => <StatefulShippingMethodPicker {...args} />,
} satisfies Meta<typeof ShippingMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Shipping method' });
    await expect(within(group).getByRole('radio', { name: 'Best Way' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Standard (5-7 business days)' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {
  args: {
    carriers,
    carrierAccounts,
    onUseMyCarrierAccountChange: fn(),
    onCarrierAccountIDChange: fn(),
    onCarrierCodeChange: fn(),
    onAccountNumberChange: fn(),
  },
};
