import { ApiError } from '@b2b-portal/api/client';
import { shopMessages } from '@b2b-portal/api/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PunchInRegistrationForm } from './PunchInRegistrationForm';

/**
 * Punch-in registration (issue 18): a procurement system's user without a portal user yet registers at their
 * first punch-in, from the names, e-mail and phone their procurement system sent. The contract checks the form
 * before the call; the server's refusals show above the fields.
 */
const prefill = {
  firstName: 'Dana',
  lastName: 'Procure',
  email: 'dana.procure@northwind.example',
  phone: '',
  procurementSystemName: 'Northwind Procurement',
  companyName: 'Northwind Traders',
};

const meta = {
  title: 'Punch-in/Registration form',
  component: PunchInRegistrationForm,
  args: { id: 'start-page-id', prefill, register: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PunchInRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the punch-in: the person adds a phone number and registers. */
export const Prefilled: Story = {
  args: { register: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/first visit from Northwind Procurement/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'dana.procure@northwind.example',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '555-010-0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Register and continue' }));
    await waitFor(() =>
      expect(args.register).toHaveBeenCalledWith({
        id: 'start-page-id',
        firstName: 'Dana',
        lastName: 'Procure',
        email: 'dana.procure@northwind.example',
        phone: '555-010-0142',
      }),
    );
  },
};

/** The punch-in sent no names: the form says what is missing before any call. */
export const MissingNames: Story = {
  args: {
    prefill: { ...prefill, firstName: '', lastName: '', procurementSystemName: '' },
    register: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/first visit from your procurement system/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register and continue' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(args.register).not.toHaveBeenCalled();
  },
};

/** The e-mail is a portal user's already: the server refuses, and the form says so in the catalogue's words. */
export const EmailRegistered: Story = {
  args: {
    prefill: { ...prefill, email: 'buyer@northwind.example' },
    register: fn(async () => {
      throw new ApiError({
        status: 409,
        endpointId: 'user.registerpunchout',
        body: {
          code: 'PunchInEmailRegistered',
          message: shopMessages['PunchIn.EmailRegistered'],
          traceId: 'trace-1',
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register and continue' }));
    await expect(
      await canvas.findByText(/A portal user with this e-mail address already exists/),
    ).toBeVisible();
  },
};
