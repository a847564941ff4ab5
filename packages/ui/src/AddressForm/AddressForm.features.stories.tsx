import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModalHarness } from '../Modal/Modal.stories';
import { AddressForm } from './AddressForm';
import { addressLimits, checkAddress, countries, usStates } from './AddressForm.fixtures';

const meta = {
  title: 'Components/AddressForm/Features',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn(), 'aria-label': 'New ship-to address' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const requiredMessage = 'Please enter all required fields and try again.';

/** Submitting blank: the form-level message, every required field marked, focus on the first one. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(requiredMessage);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    for (const label of [/^Name/, /^Address line 1/, /^City/, /^State/, /^ZIP code/]) {
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toBeRequired();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This field is required.');
    }
    await expect(canvas.getByRole('textbox', { name: /^Address line 2/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FocusGoesToFirstBlankField: Story = {
  args: { defaultValues: { name: 'Contoso Warehouse', line1: '88 Industrial Way' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^City/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MessageClearsOnceFilled: Story = {
  args: {
    defaultValues: { name: 'Contoso Warehouse', line1: '88 Industrial Way', city: 'Camden', state: 'NJ' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const zip = canvas.getByRole('textbox', { name: /^ZIP code/ });
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(requiredMessage);
    await userEvent.keyboard('08103');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Filled by keyboard only, state from the list, made primary: the values come back trimmed. */
export const FillAndSubmitByKeyboard: Story = {
  args: { states: usStates, countries, allowSetPrimary: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('  Contoso Warehouse ');
    await userEvent.tab();
    await userEvent.keyboard('88 Industrial Way');
    await userEvent.tab();
    await userEvent.keyboard('Receiving dock B');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Camden');
    await userEvent.tab();
    const state = canvas.getByRole('button', { name: /State$/ });
    await expect(state).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    // Type-ahead picks Pennsylvania. The list closes and gives the focus back to its button a frame later: a
    // person's next Tab comes after that, and on a busy machine the test's could come before.
    await userEvent.keyboard('P{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(state).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('08103');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Country$/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('Luis');
    await userEvent.tab();
    await userEvent.keyboard('Ortega');
    await userEvent.tab();
    await userEvent.keyboard('luis.ortega@contoso.example');
    await userEvent.tab();
    await userEvent.keyboard('856-555-0199');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Make this my primary address' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Contoso Warehouse',
      line1: '88 Industrial Way',
      line2: 'Receiving dock B',
      line3: '',
      city: 'Camden',
      state: 'PA',
      zipCode: '08103',
      countryCode: 'USA',
      firstName: 'Luis',
      lastName: 'Ortega',
      email: 'luis.ortega@contoso.example',
      phone: '856-555-0199',
      setAsPrimary: true,
    });
  },
};

export const StateFromListIsRequired: Story = {
  args: {
    states: usStates,
    defaultValues: {
      name: 'Contoso Warehouse',
      line1: '88 Industrial Way',
      city: 'Camden',
      zipCode: '08103',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const state = canvas.getByRole('button', { name: /State$/ });
    await waitFor(() => expect(state).toHaveFocus());
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: {
    defaultValues: {
      name: 'Contoso Warehouse',
      line1: '88 Industrial Way',
      city: 'Camden',
      state: 'NJ',
      zipCode: '08103',
      email: 'luis.ortega',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new country clears the state and lets the page load that country's states. */
export const CountryChange: Story = {
  args: { states: usStates, countries, onCountryChange: fn(), defaultValues: { state: 'PA' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /State$/ })).toHaveTextContent('Pennsylvania');
    await userEvent.click(canvas.getByRole('button', { name: /Country$/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Canada' }));
    await expect(args.onCountryChange).toHaveBeenCalledWith('CAN');
    await expect(canvas.getByRole('button', { name: /State$/ })).toHaveTextContent('Choose a state');
  },
};

export const WithoutPrimaryOption: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('checkbox', { name: 'Make this my primary address' }),
    ).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { serverError: 'This address was not found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This address was not found.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { name: 'Contoso Warehouse' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pending, not disabled: it keeps the focus of whoever pressed it, and says what it is doing.
    const save = canvas.getByRole('button', { name: 'Saving…' });
    await expect(save).toBeEnabled();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

/** The way the checkout page shows it: inside a Modal titled by the page. */
export const InsideModal: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <ModalHarness title="Add a ship-to address" size="large">
      <AddressForm {...args} />
    </ModalHarness>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Add a ship-to address',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(requiredMessage);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TranslatedLabels: Story = {
  args: {
    labels: {
      name: 'Nom',
      submit: 'Enregistrer',
      requiredFields: 'Veuillez remplir tous les champs obligatoires.',
      fieldRequired: 'Ce champ est obligatoire.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Nom/ })).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
  },
};

/**
 * The page's limits: a field whose minimum is above 0 is marked required, and a text longer than its maximum is
 * kept whole (nothing typed is cut) and marked with its message.
 */
export const WithLimits: Story = {
  args: { limits: { ...addressLimits, line2: { min: 1, max: 100 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Address line 2/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
    const zip = canvas.getByRole('textbox', { name: /^ZIP code/ });
    await userEvent.type(zip, '0'.repeat(25));
    await expect(zip).toHaveValue('0'.repeat(25));
    await expect(zip).not.toHaveAttribute('maxlength');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Please enter at most 20 characters.');
  },
};

/** The page's `validate` refuses a ZIP code too short: its message on the field, the focus there, no submit. */
export const RefusedByPageRules: Story = {
  args: {
    limits: addressLimits,
    validate: checkAddress,
    defaultValues: { name: 'Contoso Warehouse', line1: '88 Industrial Way', city: 'Camden', state: 'NJ' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zip = canvas.getByRole('textbox', { name: /^ZIP code/ });
    await userEvent.type(zip, '08');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Please enter at least 3 characters.');
    // Nothing is blank, so no 'enter all required fields'.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(zip, '103');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zipCode: '08103' }));
  },
};

/** The server's field errors: shown on their fields, the focus on the first, gone once the field is edited. */
export const ServerFieldErrors: Story = {
  args: {
    limits: addressLimits,
    validate: checkAddress,
    serverError: 'There was some problem, while processing your Request',
    fieldErrors: {
      zipCode: 'Please enter at least 3 characters.',
      phone: 'Please enter at most 30 characters.',
    },
    defaultValues: {
      name: 'Contoso Warehouse',
      line1: '88 Industrial Way',
      city: 'Camden',
      state: 'NJ',
      zipCode: '081',
      phone: '856-555-0199',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = canvas.getByRole('textbox', { name: /^ZIP code/ });
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(zip).toHaveAccessibleDescription('Please enter at least 3 characters.');
    await expect(phone).toHaveAccessibleDescription('Please enter at most 30 characters.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was some problem');
    await userEvent.type(zip, '03');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};
