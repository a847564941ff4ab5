import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type CreditCardBillingValues,
  type CreditCardErrorFlags,
  type CreditCardFieldErrors,
  CreditCardForm,
  type CreditCardFormProps,
} from './CreditCardForm';
import { cardLimits, cardStates, filledVisa, invoiceToPay, storyToday } from './CreditCardForm.fixtures';

const meta = {
  title: 'Components/CreditCardForm/Features',
  component: CreditCardForm,
  args: { onSubmit: fn(), states: cardStates, today: storyToday, limits: cardLimits },
} satisfies Meta<typeof CreditCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const requiredLabels = [
  'Card number',
  'Security code',
  'Name on card',
  'Address line 1',
  'City',
  'ZIP code',
] as const;
const optionalLabels = ['Company name', 'Address line 2', 'E-mail', 'Phone'] as const;

/** The visible text of the field's label, asterisk included (a select's label is a span: a button is its field). */
function labelText(canvasElement: HTMLElement, name: string) {
  const label = within(canvasElement).getByText(
    (_, element) =>
      (element?.tagName === 'LABEL' || element?.tagName === 'SPAN') &&
      element.textContent?.replace(/\*$/, '') === name,
  );
  return label.textContent;
}

export const RequiredFieldsMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fields marked * are required.')).toBeVisible();
    for (const name of requiredLabels) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
      await expect(labelText(canvasElement, name)).toBe(`${name}*`);
    }
    for (const name of ['Expiration month', 'Expiration year', 'State']) {
      await expect(labelText(canvasElement, name)).toBe(`${name}*`);
    }
    for (const name of optionalLabels) {
      await expect(canvas.getByRole('textbox', { name })).not.toBeRequired();
      await expect(labelText(canvasElement, name)).toBe(name);
    }
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please enter all required fields and try again.',
    );
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/This field is required\./);
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorsClearAsFieldsAreFilled: Story = {
  args: { defaultValues: { ...filledVisa, city: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const city = canvas.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please enter all required fields and try again.',
    );
    await userEvent.type(city, 'Camden');
    await expect(city).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Camden' }));
  },
};

export const DetectsVisa: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Visa')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4111 1111');
    await expect(canvas.getByText('Visa')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      '3 digits.',
    );
  },
};

export const DetectsMastercard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '5555 5555 5555 4444');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
  },
};

export const DigitsAndSpacesOnly: Story = {
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    // The lengths are the page's (the contract's), passed as `limits`: checked, never cut by a maxlength.
    await expect(number).not.toHaveAttribute('maxlength');
    await expect(within(canvasElement).getByRole('textbox', { name: 'ZIP code' })).not.toHaveAttribute(
      'maxlength',
    );
    await userEvent.type(number, '4111-1111 abc1111');
    await expect(number).toHaveValue('41111111 1111');
  },
};

export const ValidationFailed: Story = {
  args: { defaultValues: { ...filledVisa, creditCardNumber: '4111 1111 1111 1112' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credit card validation failed.');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Please enter all required fields');
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription(/Credit card validation failed\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmexNeedsFourDigitCode: Story = {
  args: { defaultValues: { ...filledVisa, creditCardNumber: '3782 822463 10005', securityCode: '123' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('American Express')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Security code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/Enter the 4-digit security code\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        creditCardType: 'American Express',
        creditCardNumber: '378282246310005',
        securityCode: '1234',
      }),
    );
  },
};

export const ExpiredCard: Story = {
  args: { defaultValues: { ...filledVisa, expirationMonth: 4, expirationYear: 2026 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('button', { name: /Expiration month/ })).toHaveFocus();
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ExpiryWithKeyboard: Story = {
  args: { defaultValues: { ...filledVisa, expirationMonth: undefined } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The month field may be the plain one until react-aria's has loaded, which then takes the focus over: ask
    // for the field as it is once the focus has settled.
    const month = () => canvas.getByRole('button', { name: /Expiration month/ });
    await waitFor(() => expect(month()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(month()).toHaveTextContent('06');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ expirationMonth: 6, expirationYear: 2028 }),
    );
  },
};

export const SaveToAccount: Story = {
  args: { allowSave: true, defaultValues: filledVisa },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card to my account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saveCreditCardInfo: true }));
  },
};

export const WithoutSaveOption: Story = {
  args: { defaultValues: { ...filledVisa, saveCreditCardInfo: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saveCreditCardInfo: false }));
  },
};

export const WithDocumentInfo: Story = {
  args: { documentInfo: invoiceToPay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Network refresh, phase 2')).toBeVisible();
    await expect(canvas.getByText('INV-104233')).toBeVisible();
    await expect(canvas.getByText('$12,480.50')).toBeVisible();
    await expect(
      canvas.getByText('3% discount for cash, check or wire; may not apply to credit card payments.'),
    ).toBeVisible();
  },
};

export const VerificationFailed: Story = {
  args: { defaultValues: filledVisa, errors: { cardVerificationError: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The card did not pass verification. Please confirm your card information.',
    );
  },
};

/**
 * A page whose processor refuses every card after a moment: it clears the last answer on submit. (The checkout's
 * billing step, which also marks the form busy meanwhile, is CheckoutFlow's New Card Refused; a busy button's
 * announcement would outlive this story and fail the next one's axe check.)
 */
function RefusingPage(props: CreditCardFormProps) {
  const [errors, setErrors] = useState<CreditCardErrorFlags | null>(null);
  return (
    <CreditCardForm
      {...props}
      errors={errors}
      onSubmit={(values) => {
        props.onSubmit(values);
        setErrors(null);
        setTimeout(() => setErrors({ cardVerificationError: true }), 50);
      }}
    />
  );
}

/**
 * The refusal shows above the fields, far above the submit button (out of sight on a phone, and here too once
 * Submit is scrolled into view). It takes the focus, so it is read out and scrolled into view, after the first
 * refusal and after the same refusal again.
 */
export const RefusalTakesFocus: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultValues: filledVisa },
  render: (args) => <RefusingPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    for (const attempt of [1, 2]) {
      submit.scrollIntoView();
      await userEvent.click(submit);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(attempt));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('The card did not pass verification.');
      await waitFor(() => expect(alert.parentElement).toHaveFocus());
      const box = alert.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
  },
};

export const TriesExceeded: Story = {
  args: { defaultValues: filledVisa, errors: { cardTriesExceeded: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This card could not be verified after several tries. Please use another card or contact your Presidio Representative.',
    );
  },
};

export const SecureConnectionFailed: Story = {
  args: { defaultValues: filledVisa, errors: { sslError: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A secure connection to the card processor could not be made.',
    );
  },
};

export const SeveralProcessorErrors: Story = {
  args: {
    defaultValues: filledVisa,
    errors: { cardVerificationError: true, errorText: 'Declined by issuer.' },
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('The card did not pass verification.');
    await expect(alerts[0]).toHaveTextContent('Declined by issuer.');
  },
};

export const GenericError: Story = {
  args: { defaultValues: filledVisa, errors: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error has occurred. Please contact your Presidio Representative for assistance.',
    );
  },
};

export const InsecureProtocol: Story = {
  args: { insecureProtocol: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your browser is using an outdated security protocol. Card payments need TLS 1.1 or higher; TLS 1.0, SSL2 and SSL3 are not supported.',
    );
  },
};

export const Submitting: Story = {
  args: { defaultValues: filledVisa, isSubmitting: true, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pending, not disabled: it keeps the focus of whoever pressed it, and says what it is doing.
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submitting…' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CustomSubmitAndCancel: Story = {
  args: { submitLabel: 'Pay now', onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * The page's word on single fields (its contract's check, the server's field errors after a failed call): shown
 * at the fields, the focus on the first, each until its field is edited.
 */
export const PageFieldErrors: Story = {
  args: {
    defaultValues: filledVisa,
    fieldErrors: {
      cardHolderName: 'Please enter at most 100 characters.',
      zipCode: 'Please enter at least 5 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holder = canvas.getByRole('textbox', { name: 'Name on card' });
    await expect(holder).toHaveFocus();
    await expect(holder).toHaveAttribute('aria-invalid', 'true');
    await expect(holder).toHaveAccessibleDescription('Please enter at most 100 characters.');
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toHaveAccessibleDescription('Please enter at least 5 characters.');
    await userEvent.type(holder, 'a');
    await expect(holder).not.toHaveAttribute('aria-invalid');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A page's check of the billing details in its own words (the portal passes its contract's schema). */
const pageCheck = (values: CreditCardBillingValues): CreditCardFieldErrors => ({
  ...(values.cardHolderName === '' ? { cardHolderName: 'Tell us the name on the card.' } : {}),
  ...(/^\d{5}$/.test(values.zipCode) ? {} : { zipCode: 'Five digits, please.' }),
});

/**
 * The page's `validate` decides the billing details: its words at the fields from the first submit on, the focus on
 * the first field at fault, nothing submitted. The card's own fields (number, expiry, security code) keep the
 * form's checks.
 */
export const PageValidatesBillingDetails: Story = {
  args: {
    defaultValues: {
      ...filledVisa,
      creditCardNumber: '4111 1111 1111 1112',
      cardHolderName: '',
      zipCode: '08103-1234',
    },
    validate: fn(pageCheck),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    // The form's own check would take 08103-1234; before the first submit nothing is said.
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription(/Credit card validation failed\./);
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      'Tell us the name on the card.',
    );
    await expect(zip).toHaveAccessibleDescription('Five digits, please.');
    await expect(args.validate).toHaveBeenCalledWith(expect.objectContaining({ zipCode: '08103-1234' }));

    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dana Whitaker');
    await userEvent.clear(zip);
    await userEvent.type(zip, '08103');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ cardHolderName: 'Dana Whitaker', zipCode: '08103' }),
    );
  },
};
