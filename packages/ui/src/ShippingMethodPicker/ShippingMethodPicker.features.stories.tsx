import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import {
  carrierAccounts,
  carrierLimits,
  carriers,
  expeditedNotice,
  noCarrierAccountID,
} from './ShippingMethodPicker.fixtures';
import { StatefulShippingMethodPicker } from './ShippingMethodPicker.stories';

const meta = {
  title: 'Components/ShippingMethodPicker/Features',
  component: ShippingMethodPicker,
  args: {
    value: 1,
    onChange: fn(),
    onUseMyCarrierAccountChange: fn(),
    onCarrierAccountIDChange: fn(),
    onCarrierCodeChange: fn(),
    onAccountNumberChange: fn(),
  },
  render: (args) => <StatefulShippingMethodPicker {...args} />,
} satisfies Meta<typeof ShippingMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourMethods: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Shipping method' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(names).toEqual([
      'Best Way',
      'Standard (5-7 business days)',
      'Priority (2-3 business days)',
      'Expedited (Overnight)',
    ]);
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Best Way' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Standard (5-7 business days)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** The page gives the warning while Expedited is chosen; the picker shows it under the methods. */
export const ExpeditedNotice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Expedited (Overnight)' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expeditedNotice);
    await userEvent.click(canvas.getByRole('radio', { name: 'Priority (2-3 business days)' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const SeveralNotices: Story = {
  args: { value: 4, notices: ['Same-day shipment requires ordering before 1PM EST.'] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Same-day shipment requires ordering before 1PM EST.');
    await expect(alert).toHaveTextContent(expeditedNotice);
  },
};

export const WithoutCarrierPart: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('switch', { name: 'Use my carrier account' }),
    ).not.toBeInTheDocument();
  },
};

/** Turning on the own carrier account shows the carrier and the account number, both required (001 §5). */
export const OwnCarrierAccount: Story = {
  args: { carriers, carrierAccounts, limits: carrierLimits },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('textbox', { name: /Carrier account number/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Use my carrier account' }));
    await expect(args.onUseMyCarrierAccountChange).toHaveBeenCalledWith(true);
    const number = canvas.getByRole('textbox', { name: /Carrier account number/ });
    await expect(number).toBeRequired();
    // The page's limit (the contract's) is checked at the field, never cut by a maxlength.
    await expect(number).not.toHaveAttribute('maxlength');
    await userEvent.click(canvas.getByRole('button', { name: /Carrier$/ }));
    await userEvent.click(await body.findByRole('option', { name: 'FedEx' }));
    await expect(args.onCarrierCodeChange).toHaveBeenCalledWith('FEDEX');
    await userEvent.type(number, '5566-7788');
    await expect(args.onAccountNumberChange).toHaveBeenLastCalledWith('5566-7788');
  },
};

/** A saved account other than 'None' is the customer's own carrier account (001 §4); the page fills it in. */
export const SavedCarrierAccount: Story = {
  args: { carriers, carrierAccounts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const saved = canvas.getByRole('button', { name: /Saved carrier account/ });
    await expect(saved).toHaveTextContent('None');
    await userEvent.click(saved);
    await userEvent.click(await body.findByRole('option', { name: 'Main UPS (UPS 1A2B3C)' }));
    await expect(args.onCarrierAccountIDChange).toHaveBeenCalledWith(carrierAccounts[0]?.id);
    await expect(canvas.getByRole('switch', { name: 'Use my carrier account' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Carrier account number/ })).toHaveValue('1A2B3C');
  },
};

export const BackToNone: Story = {
  args: {
    carriers,
    carrierAccounts,
    noCarrierAccountID,
    useMyCarrierAccount: true,
    carrierAccountID: carrierAccounts[1]?.id,
    carrierCode: 'FEDEX',
    accountNumber: '7788-9900',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Saved carrier account/ }));
    await userEvent.click(await body.findByRole('option', { name: 'None' }));
    await expect(args.onCarrierAccountIDChange).toHaveBeenCalledWith(noCarrierAccountID);
  },
};

export const CarrierErrors: Story = {
  args: {
    carriers,
    carrierAccounts: [],
    useMyCarrierAccount: true,
    errors: {
      carrierCode: 'Please choose a carrier.',
      accountNumber: 'Please enter your carrier account number.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Saved carrier account/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Please choose a carrier.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('Choose a carrier');
    const number = canvas.getByRole('textbox', { name: /Carrier account number/ });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Please enter your carrier account number.');
  },
};

export const Disabled: Story = {
  args: { carriers, carrierAccounts, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Use my carrier account' })).toBeDisabled();
  },
};

export const TranslatedLabels: Story = {
  args: {
    labels: { label: 'Mode d’expédition', bestWay: 'Au mieux', expedited: 'Express (24 h)' },
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Mode d’expédition' });
    await expect(within(group).getByRole('radio', { name: 'Au mieux' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Express (24 h)' })).toBeVisible();
  },
};
