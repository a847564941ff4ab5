import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditCardForm } from './CreditCardForm';
import { cardStates, invoiceToPay, storyToday } from './CreditCardForm.fixtures';

const meta = {
  title: 'Components/CreditCardForm',
  component: CreditCardForm,
  args: { onSubmit: fn(), states: cardStates, today: storyToday },
} satisfies Meta<typeof CreditCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (field: RegExp, option: string) => {
      await userEvent.click(canvas.getByRole('button', { name: field }));
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await choose(/Expiration month/, '03');
    await choose(/Expiration year/, '2028');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Whitaker');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '88 Industrial Way');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Camden');
    await choose(/State/, 'New Jersey');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '08103');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      creditCardType: 'Visa',
      creditCardNumber: '4111111111111111',
      expirationMonth: 3,
      expirationYear: 2028,
      securityCode: '123',
      cardHolderName: 'Dana Whitaker',
      companyName: '',
      addressLine1: '88 Industrial Way',
      addressLine2: '',
      city: 'Camden',
      state: 'NJ',
      zipCode: '08103',
      email: '',
      phone: '',
      saveCreditCardInfo: false,
    });
  },
};

export const Playground: Story = {
  args: { documentInfo: invoiceToPay, allowSave: true, onCancel: fn() },
};
