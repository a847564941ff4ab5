import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Form } from '../Form/Form';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Select } from '../Select/Select';
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

/** The fields that must be filled in (001 §5) when no `limits` say otherwise. */
export const requiredAddressFields = ['name', 'line1', 'city', 'state', 'zipCode'] as const;
export type RequiredAddressField = (typeof requiredAddressFields)[number];

/** What is wrong with each field: missing, or (email) not an address. */
export type AddressFormErrors = Partial<Record<RequiredAddressField | 'email', 'required' | 'invalid'>>;

/** The fields a person types or picks (all but 'Make this my primary address'). */
export type AddressFormField = Exclude<keyof AddressFormValues, 'setAsPrimary'>;

/** A message per field, already in the reader's words (the page's rules or the server's answer). */
export type AddressFieldErrors = Partial<Record<AddressFormField, string>>;

/**
 * The lengths each field accepts, `{ min, max }` after trimming, as the page's contract gives them: `max` limits
 * typing, and a field whose `min` is above 0 is marked required. The form checks nothing else of them itself:
 * the page's `validate` does.
 */
export type AddressFormLimits = Partial<
  Record<AddressFormField, { readonly min: number; readonly max: number }>
>;

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
export function validateAddressForm(
  values: AddressFormValues,
  required: readonly AddressFormField[] = requiredAddressFields,
): AddressFormErrors {
  const errors: Partial<Record<AddressFormField, 'required' | 'invalid'>> = {};
  for (const field of required) {
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
  /** The state choice while none is chosen. @default 'Choose a state' */
  statePlaceholder: string;
  /** @default 'ZIP code' */
  zipCode: string;
  /** @default 'Country' */
  country: string;
  /** The country choice while none is chosen. @default 'Choose a country' */
  countryPlaceholder: string;
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
  /** The Save button's label while the address is saved (pending). @default 'Saving…' */
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
  statePlaceholder: 'Choose a state',
  zipCode: 'ZIP code',
  country: 'Country',
  countryPlaceholder: 'Choose a country',
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
  /** Called with the trimmed values when the form is submitted and nothing is wrong with them. */
  onSubmit: (values: AddressFormValues) => void;
  /** Called by the cancel action; without it the action is not shown. */
  onCancel?: () => void;
  /** The address is being saved: controls are disabled and a spinner shows. @default false */
  isSubmitting?: boolean;
  /** The server's answer to show above the fields, already translated; announced as an alert. */
  serverError?: string;
  /**
   * The server's errors of single fields (e.g. a 400's field errors), shown on those fields until they are edited;
   * a new object moves the focus to the first of them.
   */
  fieldErrors?: AddressFieldErrors;
  /** The lengths of the fields (the contract's limits). Without them, nothing limits typing. */
  limits?: AddressFormLimits;
  /**
   * The page's check of the trimmed values before `onSubmit` (e.g. the contract's schema): a message per field
   * that is wrong. Without it, the form refuses blank required fields and an email that is not one.
   */
  validate?: (values: AddressFormValues) => AddressFieldErrors;
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

type TextFieldName = Exclude<AddressFormField, 'state' | 'countryCode'>;

/** The order of the fields on the form, which is the order the focus looks for the first wrong one in. */
const fieldOrder: readonly AddressFormField[] = [
  'name',
  'line1',
  'line2',
  'line3',
  'city',
  'state',
  'zipCode',
  'countryCode',
  'firstName',
  'lastName',
  'email',
  'phone',
];

const trim = (values: AddressFormValues) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as AddressFormValues;

/**
 * Enter a new ship-to, bill-to or end-user address during checkout (001 §5): name, three lines, city, state,
 * ZIP, country, contact and an optional 'Make this my primary address'. Name, line 1, city, state and ZIP are
 * required; submitting with any of them blank shows 'Please enter all required fields and try again.', marks
 * the fields and moves focus to the first one. The page hands it its rules as props: the fields' `limits`, a
 * `validate` of the values (the contract's schema) and the server's `fieldErrors`. Sits inside a Modal or alone;
 * it never saves anything itself.
 */
export function AddressForm({
  onSubmit,
  onCancel,
  isSubmitting = false,
  serverError,
  fieldErrors,
  limits,
  validate,
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
  // The fields whose server error no longer holds: edited since the errors arrived.
  const [edited, setEdited] = useState<{ of?: AddressFieldErrors; fields: ReadonlySet<string> }>({
    of: fieldErrors,
    fields: new Set(),
  });
  const editedFields = edited.of === fieldErrors ? edited.fields : new Set<string>();
  const form = useRef<HTMLFormElement>(null);

  const required: readonly AddressFormField[] = limits
    ? fieldOrder.filter((field) => field !== 'countryCode' && (limits[field]?.min ?? 0) > 0)
    : requiredAddressFields;
  const check = (current: AddressFormValues): AddressFieldErrors => {
    if (validate) return validate(trim(current));
    const found = validateAddressForm(current, required);
    return Object.fromEntries(
      Object.entries(found).map(([field, kind]) => [
        field,
        kind === 'invalid' ? labels.emailInvalid : labels.fieldRequired,
      ]),
    );
  };
  const errors: AddressFieldErrors = {
    ...Object.fromEntries(Object.entries(fieldErrors ?? {}).filter(([field]) => !editedFields.has(field))),
    ...(showErrors ? check(values) : {}),
  };
  const missingRequired =
    showErrors && required.some((field) => errors[field] && values[field].trim() === '');
  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited({ of: fieldErrors, fields: new Set([...editedFields, field]) });
  };

  // The state may be a Select, whose trigger button gets the focus.
  const stateCell = useRef<HTMLDivElement>(null);
  /** Moves the focus to the first wrong field; false when none is wrong. */
  const focusFirst = (wrong: AddressFieldErrors) => {
    const field = fieldOrder.find((candidate) => wrong[candidate]);
    if (!field) return false;
    const target =
      field === 'state' && states.length > 0
        ? stateCell.current?.querySelector<HTMLElement>('button')
        : form.current?.querySelector<HTMLElement>(`input[name="${field}"]:not([type="hidden"])`);
    target?.focus();
    return true;
  };

  // Only a new answer of the server moves the focus, not each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusFirst reads the form as rendered
  useEffect(() => {
    if (fieldErrors) focusFirst(fieldErrors);
  }, [fieldErrors]);

  // A refused submit: the focus goes to the first wrong field in the form's order (the state's select included),
  // after ui's Form has moved it to the first field marked invalid (its effect runs before this one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves the focus
  useEffect(() => {
    if (attempts > 0) focusFirst(check(values));
  }, [attempts]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(check(values)).some(Boolean)) {
      setAttempts((count) => count + 1);
      return;
    }
    onSubmit({ ...trim(values), setAsPrimary: allowSetPrimary && values.setAsPrimary });
  };

  const textField = (
    field: TextFieldName,
    options: {
      width: keyof typeof styles.width;
      autoComplete: string;
      type?: 'text' | 'email' | 'tel';
    },
  ) => {
    const isRequired = required.includes(field);
    return (
      <TextField
        className={styles.width[options.width]}
        name={field}
        label={labels[field]}
        type={options.type ?? 'text'}
        value={values[field]}
        onChange={(value) => set(field, value)}
        isRequired={isRequired}
        isInvalid={errors[field] !== undefined}
        errorMessage={errors[field]}
        maxLength={limits?.[field]?.max}
        autoComplete={options.autoComplete}
        isDisabled={isSubmitting}
      />
    );
  };

  return (
    <Form
      {...props}
      ref={form}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      error={missingRequired ? labels.requiredFields : null}
      refusals={attempts}
    >
      {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
      <div className={styles.fields}>
        {textField('name', {
          width: 'full',
          autoComplete: 'organization',
        })}
        {textField('line1', {
          width: 'full',
          autoComplete: 'address-line1',
        })}
        {textField('line2', { width: 'full', autoComplete: 'address-line2' })}
        {textField('line3', { width: 'full', autoComplete: 'address-line3' })}
        {textField('city', {
          width: 'third',
          autoComplete: 'address-level2',
        })}
        <div ref={stateCell} className={styles.width.third}>
          {states.length > 0 ? (
            <Select
              name="state"
              label={labels.state}
              placeholder={labels.statePlaceholder}
              options={states.map((state) => ({ id: state.code, label: state.name }))}
              selectedKey={values.state || null}
              onSelectionChange={(key) => set('state', key === null ? '' : String(key))}
              isRequired={required.includes('state')}
              isInvalid={errors.state !== undefined}
              errorMessage={errors.state}
              isDisabled={isSubmitting}
            />
          ) : (
            <TextField
              name="state"
              label={labels.state}
              value={values.state}
              onChange={(value) => set('state', value)}
              isRequired={required.includes('state')}
              isInvalid={errors.state !== undefined}
              errorMessage={errors.state}
              maxLength={limits?.state?.max}
              autoComplete="address-level1"
              isDisabled={isSubmitting}
            />
          )}
        </div>
        {textField('zipCode', {
          width: 'third',
          autoComplete: 'postal-code',
        })}
        {countries.length > 0 ? (
          <Select
            className={styles.width.full}
            name="countryCode"
            label={labels.country}
            placeholder={labels.countryPlaceholder}
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
            isInvalid={errors.countryCode !== undefined}
            errorMessage={errors.countryCode}
            maxLength={limits?.countryCode?.max}
            autoComplete="country"
            isDisabled={isSubmitting}
          />
        )}
        {textField('firstName', { width: 'half', autoComplete: 'given-name' })}
        {textField('lastName', { width: 'half', autoComplete: 'family-name' })}
        {textField('email', {
          width: 'half',
          autoComplete: 'email',
          type: 'email',
        })}
        {textField('phone', { width: 'half', autoComplete: 'tel', type: 'tel' })}
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
        {/* Pending, not disabled: it keeps the focus of the person who pressed it, and its label says what it is
            doing, which react-aria announces. */}
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </Form>
  );
}
