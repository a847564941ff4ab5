import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm } from './AddressForm';
import { countries, usStates } from './AddressForm.fixtures';

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn(), 'aria-label': 'New ship-to address' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Contoso Warehouse');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address line 1/ }), '88 Industrial Way');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Camden');
    await userEvent.type(canvas.getByRole('textbox', { name: /^State/ }), 'NJ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^ZIP code/ }), '08103');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Contoso Warehouse',
        line1: '88 Industrial Way',
        city: 'Camden',
        state: 'NJ',
        zipCode: '08103',
        countryCode: 'USA',
      }),
    );
  },
};

export const Playground: Story = {
  args: { states: usStates, countries, allowSetPrimary: true, defaultValues: { name: 'Contoso Ltd.' } },
};
