import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import type { CardType } from '../SavedCard/SavedCard';
import { SavedCardIcon } from '../SavedCard/SavedCardIcon';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './CreditCardForm.css';
import { cardNumberDigits, detectCardType, securityCodeLength } from './cardNumber';
import {
  type CreditCardDraft,
  type CreditCardField,
  type CreditCardProblem,
  checkCreditCard,
  creditCardFieldOrder,
  firstProblemField,
} from './cardValidation';

/**
 * What the card form hands back (001 §3 Credit card request, without countryCode: the workflow forces it to
 * USA, 001 §4). It holds the full number and security code: the page gives them to the processor's tokenizer
 * and nowhere else; the component itself never sends anything.
 */
export interface CreditCardFormValues {
  /** The brand detected from the number. */
  creditCardType: CardType;
  /** The card number, digits only. */
  creditCardNumber: string;
  /** 1–12. */
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
  /** 3 digits, 4 for American Express. */
  securityCode: string;
  cardHolderName: string;
  /** May be empty. */
  companyName: string;
  addressLine1: string;
  /** May be empty. */
  addressLine2: string;
  city: string;
  /** The state's code, one of `states`. */
  state: string;
  zipCode: string;
  /** May be empty. */
  email: string;
  /** May be empty. */
  phone: string;
  /** Keep the card on the account for later orders (only when `allowSave`). */
  saveCreditCardInfo: boolean;
}

/** The document the card pays for (001 §3 Document info). */
export interface CreditCardDocumentInfo {
  /** The document's title. */
  title: string;
  /** The amount to be charged, in USD, as a decimal string ("1234.50"). */
  amount: string;
  /** The document's number, shown when given. */
  documentNumber?: string;
}

/** `creditCardErrors` of 001 §3 as the page receives them from the card processor. */
export interface CreditCardErrorFlags {
  /** The card did not pass verification. */
  cardVerificationError?: boolean;
  /** Verification failed too many times. */
  cardTriesExceeded?: boolean;
  /** No secure connection to the processor. */
  sslError?: boolean;
  /** Any other failure, already worded for the person; shown as it is. */
  errorText?: string;
}

/** Every text the card form shows. English defaults use the documents' wording where they give it (001 §5, §8, §9). */
export interface CreditCardFormLabels {
  /** @default 'Card' */
  cardSection: string;
  /** @default 'Card number' */
  cardNumber: string;
  /** Help under the number. @default 'Visa, Mastercard or American Express.' */
  cardNumberDescription: string;
  /** The detected brand, with `{type}`. @default '{type}' */
  cardType: string;
  /** @default 'Expiration month' */
  expirationMonth: string;
  /** @default 'Expiration year' */
  expirationYear: string;
  /** @default 'Security code' */
  securityCode: string;
  /** Help under the security code, with `{digits}`. @default '{digits} digits.' */
  securityCodeDescription: string;
  /** @default 'Name on card' */
  cardHolderName: string;
  /** @default 'Billing address' */
  addressSection: string;
  /** @default 'Company name' */
  companyName: string;
  /** @default 'Address line 1' */
  addressLine1: string;
  /** @default 'Address line 2' */
  addressLine2: string;
  /** @default 'City' */
  city: string;
  /** @default 'State' */
  state: string;
  /** @default 'ZIP code' */
  zipCode: string;
  /** @default 'Contact' */
  contactSection: string;
  /** @default 'E-mail' */
  email: string;
  /** @default 'Phone' */
  phone: string;
  /** Empty text of the month, year and state choices. @default 'Select' */
  selectPlaceholder: string;
  /** @default 'Save this card to my account' */
  saveCard: string;
  /** @default 'Submit' */
  submit: string;
  /** The submit button's label while the card is submitted (pending). @default 'Submitting…' */
  submitting: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Explains the asterisks. @default 'Fields marked * are required.' */
  requiredNote: string;
  /** @default 'Document' */
  documentTitle: string;
  /** @default 'Number' */
  documentNumber: string;
  /** @default 'Amount' */
  amount: string;
  /** @default '3% discount for cash, check or wire; may not apply to credit card payments.' */
  cashDiscount: string;
  /** Form message when a required field is empty. @default 'Please enter all required fields and try again.' */
  allRequired: string;
  /** Under an empty required field. @default 'This field is required.' */
  fieldRequired: string;
  /** A number that is no known brand or fails the check digit. @default 'Credit card validation failed.' */
  validationFailed: string;
  /** @default 'This card has expired.' */
  cardExpired: string;
  /** With `{digits}`. @default 'Enter the {digits}-digit security code.' */
  securityCodeInvalid: string;
  /** @default 'Enter a ZIP code such as 12345 or 12345-6789.' */
  zipCodeInvalid: string;
  /** @default 'Enter a valid e-mail address.' */
  emailInvalid: string;
  /** @default 'The card did not pass verification. Please confirm your card information.' */
  cardVerificationError: string;
  /** @default 'This card could not be verified after several tries. Please use another card or contact your Presidio Representative.' */
  cardTriesExceeded: string;
  /** @default 'A secure connection to the card processor could not be made. Please try again or contact your Presidio Representative.' */
  sslError: string;
  /** When `errors` carry no flag and no text. @default 'An error has occurred. Please contact your Presidio Representative for assistance.' */
  genericError: string;
  /** @default 'Your browser is using an outdated security protocol. Card payments need TLS 1.1 or higher; TLS 1.0, SSL2 and SSL3 are not supported. Please update your browser.' */
  insecureProtocol: string;
}

export const defaultCreditCardFormLabels: CreditCardFormLabels = {
  cardSection: 'Card',
  cardNumber: 'Card number',
  cardNumberDescription: 'Visa, Mastercard or American Express.',
  cardType: '{type}',
  expirationMonth: 'Expiration month',
  expirationYear: 'Expiration year',
  securityCode: 'Security code',
  securityCodeDescription: '{digits} digits.',
  cardHolderName: 'Name on card',
  addressSection: 'Billing address',
  companyName: 'Company name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  contactSection: 'Contact',
  email: 'E-mail',
  phone: 'Phone',
  selectPlaceholder: 'Select',
  saveCard: 'Save this card to my account',
  submit: 'Submit',
  submitting: 'Submitting…',
  cancel: 'Cancel',
  requiredNote: 'Fields marked * are required.',
  documentTitle: 'Document',
  documentNumber: 'Number',
  amount: 'Amount',
  cashDiscount: '3% discount for cash, check or wire; may not apply to credit card payments.',
  allRequired: 'Please enter all required fields and try again.',
  fieldRequired: 'This field is required.',
  validationFailed: 'Credit card validation failed.',
  cardExpired: 'This card has expired.',
  securityCodeInvalid: 'Enter the {digits}-digit security code.',
  zipCodeInvalid: 'Enter a ZIP code such as 12345 or 12345-6789.',
  emailInvalid: 'Enter a valid e-mail address.',
  cardVerificationError: 'The card did not pass verification. Please confirm your card information.',
  cardTriesExceeded:
    'This card could not be verified after several tries. Please use another card or contact your Presidio Representative.',
  sslError:
    'A secure connection to the card processor could not be made. Please try again or contact your Presidio Representative.',
  genericError: 'An error has occurred. Please contact your Presidio Representative for assistance.',
  insecureProtocol:
    'Your browser is using an outdated security protocol. Card payments need TLS 1.1 or higher; TLS 1.0, SSL2 and SSL3 are not supported. Please update your browser.',
};

/** The fields typed as text (the others are chosen from lists). */
export type CreditCardTextField = Exclude<CreditCardField, 'expirationMonth' | 'expirationYear' | 'state'>;

/**
 * The lengths each text field takes, `{ max }` in characters, as the page's contract gives them (the portal:
 * `CARD_FORM_LIMITS` of `@b2b-portal/api`).
 */
export type CreditCardFormLimits = Partial<Record<CreditCardTextField, { readonly max: number }>>;

/** A message per field that is wrong, already translated (the page's check or the server's field errors). */
export type CreditCardFieldErrors = Partial<Record<CreditCardField, string>>;

/** The card's own fields: they go to the processor's tokenizer only, and the form checks them itself. */
const cardOwnFields: readonly CreditCardField[] = [
  'creditCardNumber',
  'expirationMonth',
  'expirationYear',
  'securityCode',
];

/** The billing details of the card form (all but the card's number, expiry and security code), trimmed. */
export type CreditCardBillingValues = Omit<
  CreditCardFormValues,
  'creditCardType' | 'creditCardNumber' | 'expirationMonth' | 'expirationYear' | 'securityCode'
>;

export interface CreditCardFormProps {
  /** Called with the values when every check passes; the page hands the number and code to the processor. */
  onSubmit: (values: CreditCardFormValues) => void;
  /** The states of the billing address (`getStatesForCreditCardForm`), as code and name. */
  states: readonly { code: string; name: string }[];
  /** The card is being submitted: the submit button is busy and the fields are disabled. @default false */
  isSubmitting?: boolean;
  /** The processor's answer to the last attempt, shown as one error message above the fields. */
  errors?: CreditCardErrorFlags | null;
  /**
   * The page's word on single fields (its contract's check of the values, the server's field errors), shown on
   * those fields until they are edited; a new object moves the focus to the first of them.
   */
  fieldErrors?: CreditCardFieldErrors;
  /** The lengths of the text fields (the contract's limits). Without them, nothing limits typing. */
  limits?: CreditCardFormLimits;
  /**
   * The page's check of the billing details (the portal: its contract's schema), a message per field at fault:
   * shown from the first submit on, it replaces the form's own checks of those fields (required, a US ZIP code, an
   * e-mail address). The card's number, expiry and security code are always checked by the form.
   */
  validate?: (values: CreditCardBillingValues) => CreditCardFieldErrors;
  /** The browser reached the server with TLS 1.0 or older (001 §5): a warning is shown above the fields. @default false */
  insecureProtocol?: boolean;
  /** The document being paid; its title and amount are shown above the fields. */
  documentInfo?: CreditCardDocumentInfo;
  /** Offer 'Save this card to my account'. @default false */
  allowSave?: boolean;
  /** Values to start with (e.g. the bill-to address). */
  defaultValues?: Partial<Omit<CreditCardFormValues, 'creditCardType'>>;
  /** The submit button's text; overrides `labels.submit`. */
  submitLabel?: string;
  /** Called by the cancel action; without it the action is not shown. */
  onCancel?: () => void;
  /** The day expiry is checked against and the year list starts from. @default today */
  today?: Date;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<CreditCardFormLabels>;
}

/** How many years ahead the expiry year list reaches. */
const expiryYearsAhead = 15;

const months = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  label: String(index + 1).padStart(2, '0'),
}));

function serverMessages(
  errors: CreditCardErrorFlags | null | undefined,
  labels: CreditCardFormLabels,
): string[] {
  if (!errors) return [];
  const messages = [
    errors.cardVerificationError ? labels.cardVerificationError : null,
    errors.cardTriesExceeded ? labels.cardTriesExceeded : null,
    errors.sslError ? labels.sslError : null,
    errors.errorText?.trim() || null,
  ].filter((message): message is string => message !== null);
  // A processor's text that repeats a flag's sentence is said once.
  const distinct = [...new Set(messages)];
  return distinct.length > 0 ? distinct : [labels.genericError];
}

/**
 * The card entry form of 001 §3 Credit card request: number with the brand detected as it is typed, expiry,
 * security code, holder, billing address and contact, the document being paid and the cash-discount note.
 * All fields but company, address line 2, e-mail and phone are required (001 §5); on submit the first field
 * with a problem receives the focus and the form says what is wrong.
 */
export function CreditCardForm({
  onSubmit,
  states,
  isSubmitting = false,
  errors,
  fieldErrors,
  limits,
  validate,
  insecureProtocol = false,
  documentInfo,
  allowSave = false,
  defaultValues = {},
  submitLabel,
  onCancel,
  today: todayProp,
  labels: overrides,
}: CreditCardFormProps) {
  const labels = { ...defaultCreditCardFormLabels, ...overrides };
  const [today] = useState(() => todayProp ?? new Date());
  const [draft, setDraft] = useState<CreditCardDraft>(() => ({
    creditCardNumber: defaultValues.creditCardNumber ?? '',
    expirationMonth: defaultValues.expirationMonth ?? null,
    expirationYear: defaultValues.expirationYear ?? null,
    securityCode: defaultValues.securityCode ?? '',
    cardHolderName: defaultValues.cardHolderName ?? '',
    companyName: defaultValues.companyName ?? '',
    addressLine1: defaultValues.addressLine1 ?? '',
    addressLine2: defaultValues.addressLine2 ?? '',
    city: defaultValues.city ?? '',
    state: defaultValues.state ?? '',
    zipCode: defaultValues.zipCode ?? '',
    email: defaultValues.email ?? '',
    phone: defaultValues.phone ?? '',
  }));
  const [saveCard, setSaveCard] = useState(defaultValues.saveCreditCardInfo ?? false);
  // Problems show from the first submit on, and then follow what is typed.
  const [attempts, setAttempts] = useState(0);
  // The fields whose page error no longer holds: edited since the errors arrived.
  const [edited, setEdited] = useState<{ of?: CreditCardFieldErrors; fields: ReadonlySet<string> }>({
    of: fieldErrors,
    fields: new Set(),
  });
  const editedFields = edited.of === fieldErrors ? edited.fields : new Set<string>();
  const pageErrors: CreditCardFieldErrors = Object.fromEntries(
    Object.entries(fieldErrors ?? {}).filter(([field]) => !editedFields.has(field)),
  );
  const formRef = useRef<HTMLFormElement>(null);

  const cardType = detectCardType(draft.creditCardNumber);
  const codeDigits = securityCodeLength(cardType);
  const billing: CreditCardBillingValues = {
    cardHolderName: draft.cardHolderName.trim(),
    companyName: draft.companyName.trim(),
    addressLine1: draft.addressLine1.trim(),
    addressLine2: draft.addressLine2.trim(),
    city: draft.city.trim(),
    state: draft.state,
    zipCode: draft.zipCode.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    saveCreditCardInfo: allowSave && saveCard,
  };
  // With the page's `validate`, the form checks only the card's own fields and the page the billing details.
  const problems = useMemo(() => {
    const found = checkCreditCard(draft, today);
    if (!validate) return found;
    return Object.fromEntries(
      Object.entries(found).filter(([field]) => cardOwnFields.includes(field as CreditCardField)),
    );
  }, [draft, today, validate]);
  const validated: CreditCardFieldErrors = validate ? validate(billing) : {};
  const shownProblems = attempts > 0 ? problems : {};
  const shownValidated = attempts > 0 ? validated : {};

  const years = useMemo(() => {
    const first = today.getFullYear();
    const list = Array.from({ length: expiryYearsAhead + 1 }, (_, index) => first + index);
    if (draft.expirationYear !== null && !list.includes(draft.expirationYear))
      list.unshift(draft.expirationYear);
    return list.map((year) => ({ id: year, label: String(year) }));
  }, [today, draft.expirationYear]);

  const set = <K extends keyof CreditCardDraft>(field: K, value: CreditCardDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (pageErrors[field] !== undefined)
      setEdited({ of: fieldErrors, fields: new Set([...editedFields, field]) });
  };

  /** Moves the focus to a field (a Select's trigger button, a text field's input). */
  const focusField = (field: CreditCardField) =>
    formRef.current
      ?.querySelector(`[data-field="${field}"]`)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button')
      ?.focus();

  // Only a new word of the page moves the focus, not each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusField reads the form as rendered
  useEffect(() => {
    const field = fieldErrors ? creditCardFieldOrder.find((name) => fieldErrors[name]) : undefined;
    if (field) focusField(field);
  }, [fieldErrors]);

  const messageOf = (problem: CreditCardProblem | undefined): string | undefined => {
    switch (problem) {
      case 'required':
        return labels.fieldRequired;
      case 'validationFailed':
        return labels.validationFailed;
      case 'expired':
        return labels.cardExpired;
      case 'securityCode':
        return fillTemplate(labels.securityCodeInvalid, { digits: codeDigits });
      case 'zipCode':
        return labels.zipCodeInvalid;
      case 'email':
        return labels.emailInvalid;
      default:
        return undefined;
    }
  };

  /** The form's own problem of a field, else the page's check of it, else the page's word on it. */
  const errorOf = (field: CreditCardField) =>
    messageOf(shownProblems[field]) ?? shownValidated[field] ?? pageErrors[field];

  /** Props every field shares: its problem, disabled while submitting, and the hook for moving focus. */
  const fieldProps = (field: CreditCardField) => ({
    'data-field': field,
    isInvalid: errorOf(field) !== undefined,
    errorMessage: errorOf(field),
    isDisabled: isSubmitting,
  });

  const textProps = (field: CreditCardTextField) => ({
    ...fieldProps(field),
    name: field,
    value: draft[field],
    onChange: (value: string) => set(field, value),
    maxLength: limits?.[field]?.max,
  });

  const formMessages = [
    Object.values(shownProblems).includes('required') || Object.keys(shownValidated).length > 0
      ? labels.allRequired
      : null,
    shownProblems.creditCardNumber === 'validationFailed' ? labels.validationFailed : null,
  ].filter((message): message is string => message !== null);
  const processorMessages = serverMessages(errors, labels);
  const processorKey = processorMessages.join('\n');
  const processorRef = useRef<HTMLDivElement>(null);
  // Set by a submit that reached the page; the processor's answer to it is then brought into view.
  const awaitingAnswer = useRef(false);

  // A refusal after a submit takes the focus, so it is read and scrolled into view (below the sticky header),
  // as a field with a problem is: it shows above the fields, out of sight of the submit button on a phone.
  useEffect(() => {
    if (!awaitingAnswer.current || isSubmitting || processorKey === '') return;
    awaitingAnswer.current = false;
    processorRef.current?.focus();
  }, [processorKey, isSubmitting]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // Render the problems first, so the field that receives the focus already describes its error.
    flushSync(() => setAttempts((count) => count + 1));
    const field = firstProblemField({ ...validated, ...problems });
    if (field) {
      focusField(field);
      return;
    }
    // A text over its field's limit is kept whole (no native maxlength) and refused at the field.
    const tooLong = event.currentTarget.querySelector<HTMLElement>('[data-too-long]');
    if (tooLong) {
      tooLong.focus();
      return;
    }
    if (!cardType || draft.expirationMonth === null || draft.expirationYear === null) return;
    awaitingAnswer.current = true;
    onSubmit({
      creditCardType: cardType,
      creditCardNumber: cardNumberDigits(draft.creditCardNumber),
      expirationMonth: draft.expirationMonth,
      expirationYear: draft.expirationYear,
      securityCode: draft.securityCode.trim(),
      ...billing,
    });
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      {insecureProtocol ? <InlineAlert tone="warning">{labels.insecureProtocol}</InlineAlert> : null}
      {documentInfo ? (
        <dl className={styles.document}>
          <div className={styles.documentItem}>
            <dt className={styles.documentTerm}>{labels.documentTitle}</dt>
            <dd className={styles.documentValue}>{documentInfo.title}</dd>
          </div>
          {documentInfo.documentNumber ? (
            <div className={styles.documentItem}>
              <dt className={styles.documentTerm}>{labels.documentNumber}</dt>
              <dd className={styles.documentValue}>{documentInfo.documentNumber}</dd>
            </div>
          ) : null}
          <div className={styles.documentItem}>
            <dt className={styles.documentTerm}>{labels.amount}</dt>
            <dd className={styles.amount}>{formatMoney(documentInfo.amount)}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.note}>{labels.cashDiscount}</p>
      {processorMessages.length > 0 ? (
        <div ref={processorRef} tabIndex={-1} className={styles.processorAlert}>
          <InlineAlert tone="error">
            {processorMessages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </InlineAlert>
        </div>
      ) : null}
      {formMessages.length > 0 ? (
        <InlineAlert tone="error">
          {formMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </InlineAlert>
      ) : null}
      <p className={styles.note}>{labels.requiredNote}</p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{labels.cardSection}</legend>
        <div className={styles.numberRow}>
          <TextField
            {...textProps('creditCardNumber')}
            onChange={(value) => set('creditCardNumber', value.replace(/[^\d ]/g, ''))}
            className={styles.numberField}
            label={labels.cardNumber}
            description={labels.cardNumberDescription}
            autoComplete="cc-number"
            inputMode="numeric"
            isRequired
          />
          <div className={styles.brand} aria-live="polite">
            {cardType ? (
              <>
                <SavedCardIcon type={cardType} aria-hidden="true" />
                {fillTemplate(labels.cardType, { type: cardType })}
              </>
            ) : null}
          </div>
        </div>
        <Select
          {...fieldProps('expirationMonth')}
          label={labels.expirationMonth}
          options={months}
          placeholder={labels.selectPlaceholder}
          selectedKey={draft.expirationMonth}
          onSelectionChange={(key) => set('expirationMonth', key === null ? null : Number(key))}
          autoComplete="cc-exp-month"
          name="expirationMonth"
          isRequired
        />
        <Select
          {...fieldProps('expirationYear')}
          // One message for the expiry, under the month.
          errorMessage={shownProblems.expirationYear === 'expired' ? undefined : errorOf('expirationYear')}
          label={labels.expirationYear}
          options={years}
          placeholder={labels.selectPlaceholder}
          selectedKey={draft.expirationYear}
          onSelectionChange={(key) => set('expirationYear', key === null ? null : Number(key))}
          autoComplete="cc-exp-year"
          name="expirationYear"
          isRequired
        />
        <TextField
          {...textProps('securityCode')}
          onChange={(value) => set('securityCode', value.replace(/\D/g, ''))}
          label={labels.securityCode}
          description={fillTemplate(labels.securityCodeDescription, { digits: codeDigits })}
          autoComplete="cc-csc"
          inputMode="numeric"
          isRequired
        />
        <TextField
          {...textProps('cardHolderName')}
          className={styles.wide}
          label={labels.cardHolderName}
          autoComplete="cc-name"
          isRequired
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{labels.addressSection}</legend>
        <TextField
          {...textProps('companyName')}
          className={styles.wide}
          label={labels.companyName}
          autoComplete="billing organization"
        />
        <TextField
          {...textProps('addressLine1')}
          className={styles.wide}
          label={labels.addressLine1}
          autoComplete="billing address-line1"
          isRequired
        />
        <TextField
          {...textProps('addressLine2')}
          className={styles.wide}
          label={labels.addressLine2}
          autoComplete="billing address-line2"
        />
        <TextField
          {...textProps('city')}
          label={labels.city}
          autoComplete="billing address-level2"
          isRequired
        />
        <Select
          {...fieldProps('state')}
          label={labels.state}
          options={states.map((state) => ({ id: state.code, label: state.name }))}
          placeholder={labels.selectPlaceholder}
          selectedKey={draft.state === '' ? null : draft.state}
          onSelectionChange={(key) => set('state', key === null ? '' : String(key))}
          autoComplete="billing address-level1"
          name="state"
          isRequired
        />
        <TextField
          {...textProps('zipCode')}
          label={labels.zipCode}
          autoComplete="billing postal-code"
          inputMode="numeric"
          isRequired
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{labels.contactSection}</legend>
        <TextField {...textProps('email')} type="email" label={labels.email} autoComplete="email" />
        <TextField {...textProps('phone')} type="tel" label={labels.phone} autoComplete="tel" />
      </fieldset>

      {allowSave ? (
        <Checkbox
          name="saveCreditCardInfo"
          isSelected={saveCard}
          onChange={setSaveCard}
          isDisabled={isSubmitting}
        >
          {labels.saveCard}
        </Checkbox>
      ) : null}

      <div className={styles.actions}>
        {/* Pending keeps the focus on it; its label says what it is doing, which react-aria announces. */}
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {isSubmitting ? labels.submitting : (submitLabel ?? labels.submit)}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {labels.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
