import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import * as styles from './AddressForm.css';

/** What the address form hands back: a new bill-to, ship-to or end-user address (001 §3 Address). */
export interface AddressFormValues {
  /** Company or site name. */
  name: string;
  line1: string;
  line2: string;
  line3: string;
  city: string;
  /** State code (from `states`) or the state as typed. */
  state: string;
  zipCode: string;
  /** Three-letter country code. */
  countryCode: string;
  /** Contact's first name. */
  firstName: string;
  /** Contact's last name. */
  lastName: string;
  email: string;
  phone: string;
  /** Make it the user's primary address of its type. */
  setAsPrimary: boolean;
}

/** The fields that must be filled in (001 §5). */
export const requiredAddressFields = ['name', 'line1', 'city', 'state', 'zipCode'] as const;
export type RequiredAddressField = (typeof requiredAddressFields)[number];

/** What is wrong with each field: missing, or (email) not an address. */
export type AddressFormErrors = Partial<Record<RequiredAddressField | 'email', 'required' | 'invalid'>>;

export const emptyAddressFormValues: AddressFormValues = {
  name: '',
  line1: '',
  line2: '',
  line3: '',
  city: '',
  state: '',
  zipCode: '',
  countryCode: 'USA',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  setAsPrimary: false,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The errors of an address: required fields left blank, and an email that is not one. */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of requiredAddressFields) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (values.email.trim() !== '' && !emailPattern.test(values.email.trim())) errors.email = 'invalid';
  return errors;
}

/** A state or a country to choose. */
export interface AddressRegion {
  /** The code handed back ('PA', 'USA'). */
  code: string;
  /** The name shown. */
  name: string;
}

/** Every text the address form shows. */
export interface AddressFormLabels {
  /** @default 'Name' */
  name: string;
  /** @default 'Address line 1' */
  line1: string;
  /** @default 'Address line 2' */
  line2: string;
  /** @default 'Address line 3' */
  line3: string;
  /** @default 'City' */
  city: string;
  /** @default 'State' */
  state: string;
  /** @default 'ZIP code' */
  zipCode: string;
  /** @default 'Country' */
  country: string;
  /** @default 'Contact first name' */
  firstName: string;
  /** @default 'Contact last name' */
  lastName: string;
  /** @default 'Email' */
  email: string;
  /** @default 'Phone' */
  phone: string;
  /** @default 'Make this my primary address' */
  setAsPrimary: string;
  /** @default 'Save address' */
  submit: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Read while the address is saved. @default 'Saving…' */
  submitting: string;
  /** The form-level message when required fields are blank. @default 'Please enter all required fields and try again.' */
  requiredFields: string;
  /** A required field's own error. @default 'This field is required.' */
  fieldRequired: string;
  /** The email field's error. @default 'Please enter a valid email address.' */
  emailInvalid: string;
}

export const defaultAddressFormLabels: AddressFormLabels = {
  name: 'Name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  line3: 'Address line 3',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  country: 'Country',
  firstName: 'Contact first name',
  lastName: 'Contact last name',
  email: 'Email',
  phone: 'Phone',
  setAsPrimary: 'Make this my primary address',
  submit: 'Save address',
  cancel: 'Cancel',
  submitting: 'Saving…',
  requiredFields: 'Please enter all required fields and try again.',
  fieldRequired: 'This field is required.',
  emailInvalid: 'Please enter a valid email address.',
};

export const defaultAddressCountries: readonly AddressRegion[] = [{ code: 'USA', name: 'United States' }];

export interface AddressFormProps {
  /** Called with the trimmed values when every required field is filled and the form is submitted. */
  onSubmit: (values: AddressFormValues) => void;
  /** Called by the cancel action; without it the action is not shown. */
  onCancel?: () => void;
  /** The address is being saved: controls are disabled and a spinner shows. @default false */
  isSubmitting?: boolean;
  /** The server's answer to show above the fields, already translated; announced as an alert. */
  serverError?: string;
  /** Values to start with (e.g. the company name); the rest are empty and the country 'USA'. */
  defaultValues?: Partial<AddressFormValues>;
  /** The states of the chosen country; with none, the state is a text field. @default [] */
  states?: readonly AddressRegion[];
  /** The countries to choose from. @default United States (USA) only */
  countries?: readonly AddressRegion[];
  /** Called when the country changes, so the page can load its states. */
  onCountryChange?: (countryCode: string) => void;
  /** Offer 'Make this my primary address'. @default false */
  allowSetPrimary?: boolean;
  /** Names the form when it stands alone on a page (inside a Modal the dialog's title names it). */
  'aria-label'?: string;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Extra class on the form. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<AddressFormLabels>;
}

type TextFieldName = Exclude<keyof AddressFormValues, 'setAsPrimary' | 'state' | 'countryCode'>;

/**
 * Enter a new ship-to, bill-to or end-user address during checkout (001 §5): name, three lines, city, state,
 * ZIP, country, contact and an optional 'Make this my primary address'. Name, line 1, city, state and ZIP are
 * required; submitting with any of them blank shows 'Please enter all required fields and try again.', marks
 * the fields and moves focus to the first one. Sits inside a Modal or alone; it never saves anything itself.
 */
export function AddressForm({
  onSubmit,
  onCancel,
  isSubmitting = false,
  serverError,
  defaultValues,
  states = [],
  countries = defaultAddressCountries,
  onCountryChange,
  allowSetPrimary = false,
  className,
  labels: overrides,
  ...props
}: AddressFormProps) {
  const labels = { ...defaultAddressFormLabels, ...overrides };
  const [values, setValues] = useState<AddressFormValues>({ ...emptyAddressFormValues, ...defaultValues });
  const [showErrors, setShowErrors] = useState(false);
  // Each failed submit remounts the message, so screen readers announce it again.
  const [attempts, setAttempts] = useState(0);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    line1: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLInputElement>(null),
    zipCode: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  // The state may be a Select, whose trigger button gets the focus.
  const stateCell = useRef<HTMLDivElement>(null);

  const errors = showErrors ? validateAddressForm(values) : {};
  const missingRequired = requiredAddressFields.some((field) => errors[field] === 'required');
  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const focusField = (field: keyof AddressFormErrors) => {
    if (field === 'state' && states.length > 0) {
      stateCell.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    inputs[field].current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    const found = validateAddressForm(values);
    const firstInvalid = ([...requiredAddressFields, 'email'] as const).find((field) => found[field]);
    if (firstInvalid) {
      setAttempts((count) => count + 1);
      focusField(firstInvalid);
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as unknown as AddressFormValues;
    onSubmit({ ...trimmed, setAsPrimary: allowSetPrimary && values.setAsPrimary });
  };

  const errorOf = (field: keyof AddressFormErrors) =>
    errors[field] === 'invalid' ? labels.emailInvalid : labels.fieldRequired;

  const textField = (
    field: TextFieldName,
    options: {
      width: keyof typeof styles.width;
      maxLength: number;
      autoComplete: string;
      type?: 'text' | 'email' | 'tel';
      inputRef?: RefObject<HTMLInputElement | null>;
    },
  ) => {
    const isRequired = (requiredAddressFields as readonly string[]).includes(field);
    return (
      <TextField
        className={styles.width[options.width]}
        name={field}
        label={labels[field]}
        type={options.type ?? 'text'}
        value={values[field]}
        onChange={(value) => set(field, value)}
        isRequired={isRequired}
        isInvalid={field in errors}
        errorMessage={errorOf(field as keyof AddressFormErrors)}
        maxLength={options.maxLength}
        autoComplete={options.autoComplete}
        isDisabled={isSubmitting}
        inputRef={options.inputRef}
      />
    );
  };

  return (
    <Form
      {...props}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      validationBehavior="aria"
    >
      {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
      {missingRequired ? (
        <InlineAlert key={attempts} tone="error">
          {labels.requiredFields}
        </InlineAlert>
      ) : null}
      <div className={styles.fields}>
        {textField('name', {
          width: 'full',
          maxLength: 100,
          autoComplete: 'organization',
          inputRef: inputs.name,
        })}
        {textField('line1', {
          width: 'full',
          maxLength: 100,
          autoComplete: 'address-line1',
          inputRef: inputs.line1,
        })}
        {textField('line2', { width: 'full', maxLength: 100, autoComplete: 'address-line2' })}
        {textField('line3', { width: 'full', maxLength: 100, autoComplete: 'address-line3' })}
        {textField('city', {
          width: 'third',
          maxLength: 60,
          autoComplete: 'address-level2',
          inputRef: inputs.city,
        })}
        <div ref={stateCell} className={styles.width.third}>
          {states.length > 0 ? (
            <Select
              name="state"
              label={labels.state}
              options={states.map((state) => ({ id: state.code, label: state.name }))}
              selectedKey={values.state || null}
              onSelectionChange={(key) => set('state', key === null ? '' : String(key))}
              isRequired
              isInvalid={'state' in errors}
              errorMessage={labels.fieldRequired}
              isDisabled={isSubmitting}
            />
          ) : (
            <TextField
              name="state"
              label={labels.state}
              value={values.state}
              onChange={(value) => set('state', value)}
              isRequired
              isInvalid={'state' in errors}
              errorMessage={labels.fieldRequired}
              maxLength={60}
              autoComplete="address-level1"
              isDisabled={isSubmitting}
              inputRef={inputs.state}
            />
          )}
        </div>
        {textField('zipCode', {
          width: 'third',
          maxLength: 20,
          autoComplete: 'postal-code',
          inputRef: inputs.zipCode,
        })}
        {countries.length > 0 ? (
          <Select
            className={styles.width.full}
            name="countryCode"
            label={labels.country}
            options={countries.map((country) => ({ id: country.code, label: country.name }))}
            selectedKey={values.countryCode || null}
            onSelectionChange={(key) => {
              const countryCode = key === null ? '' : String(key);
              if (countryCode === values.countryCode) return;
              // The states belong to the country: a new country needs a new state.
              setValues((current) => ({ ...current, countryCode, state: '' }));
              onCountryChange?.(countryCode);
            }}
            isDisabled={isSubmitting}
          />
        ) : (
          <TextField
            className={styles.width.full}
            name="countryCode"
            label={labels.country}
            value={values.countryCode}
            onChange={(value) => set('countryCode', value.toUpperCase())}
            maxLength={3}
            autoComplete="country"
            isDisabled={isSubmitting}
          />
        )}
        {textField('firstName', { width: 'half', maxLength: 60, autoComplete: 'given-name' })}
        {textField('lastName', { width: 'half', maxLength: 60, autoComplete: 'family-name' })}
        {textField('email', {
          width: 'half',
          maxLength: 200,
          autoComplete: 'email',
          type: 'email',
          inputRef: inputs.email,
        })}
        {textField('phone', { width: 'half', maxLength: 30, autoComplete: 'tel', type: 'tel' })}
        {allowSetPrimary ? (
          <Checkbox
            className={styles.width.full}
            isSelected={values.setAsPrimary}
            onChange={(selected) => set('setAsPrimary', selected)}
            isDisabled={isSubmitting}
          >
            {labels.setAsPrimary}
          </Checkbox>
        ) : null}
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" isDisabled={isSubmitting}>
          {isSubmitting ? <Spinner size={16} label={labels.submitting} /> : null}
          {labels.submit}
        </Button>
      </div>
    </Form>
  );
}
