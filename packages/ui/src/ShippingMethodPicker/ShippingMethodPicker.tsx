import { InlineAlert } from '../InlineAlert/InlineAlert';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import * as styles from './ShippingMethodPicker.css';

/** The shipping methods of 001 §4, by number: 1 Best Way, 2 Standard, 3 Priority, 4 Expedited. */
export const shippingMethods = [1, 2, 3, 4] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** Names of the four shipping methods. English defaults are the documents' wording (001 §4). */
export interface ShippingMethodNames {
  /** @default 'Best Way' */
  bestWay: string;
  /** @default 'Standard (5-7 business days)' */
  standard: string;
  /** @default 'Priority (2-3 business days)' */
  priority: string;
  /** @default 'Expedited (Overnight)' */
  expedited: string;
}

export const defaultShippingMethodNames: ShippingMethodNames = {
  bestWay: 'Best Way',
  standard: 'Standard (5-7 business days)',
  priority: 'Priority (2-3 business days)',
  expedited: 'Expedited (Overnight)',
};

const nameKeys: Record<ShippingMethod, keyof ShippingMethodNames> = {
  1: 'bestWay',
  2: 'standard',
  3: 'priority',
  4: 'expedited',
};

/** The name of a shipping method, e.g. 4 → 'Expedited (Overnight)'; an unknown number gives ''. */
export function shippingMethodName(
  method: number,
  names: ShippingMethodNames = defaultShippingMethodNames,
): string {
  const key = nameKeys[method as ShippingMethod];
  return key ? names[key] : '';
}

/** Every text the shipping method picker shows. */
export interface ShippingMethodPickerLabels extends ShippingMethodNames {
  /** Name of the radio group. @default 'Shipping method' */
  label: string;
  /** The own-carrier switch. @default 'Use my carrier account' */
  useMyCarrierAccount: string;
  /** The saved carrier account choice. @default 'Saved carrier account' */
  carrierAccount: string;
  /** The saved-account option that stands for none (the empty GUID). @default 'None' */
  noCarrierAccount: string;
  /** The carrier choice. @default 'Carrier' */
  carrier: string;
  /** The carrier choice while none is chosen. @default 'Choose a carrier' */
  carrierPlaceholder: string;
  /** The account number field. @default 'Carrier account number' */
  accountNumber: string;
}

export const defaultShippingMethodPickerLabels: ShippingMethodPickerLabels = {
  ...defaultShippingMethodNames,
  label: 'Shipping method',
  useMyCarrierAccount: 'Use my carrier account',
  carrierAccount: 'Saved carrier account',
  noCarrierAccount: 'None',
  carrier: 'Carrier',
  carrierPlaceholder: 'Choose a carrier',
  accountNumber: 'Carrier account number',
};

/** A carrier the customer may ship with on their own account (001 §3 Checkout lists: carriers). */
export interface ShippingCarrier {
  /** Carrier code, handed back on change. */
  code: string;
  /** The carrier's name. */
  name: string;
}

/** A carrier account saved to the customer's account (001 §3 Checkout lists: carrierAccounts). */
export interface SavedCarrierAccount {
  /** The account's id, handed back on change. */
  id: string;
  /** Name of the account's carrier. */
  carrierName: string;
  /** The account number with the carrier. */
  accountNumber: string;
  /** The name the customer gave the account; may be empty. */
  name?: string;
}

/** Field errors of the own-carrier part, already translated. */
export interface ShippingCarrierErrors {
  /** Error of the carrier choice. */
  carrierCode?: string;
  /** Error of the account number. */
  accountNumber?: string;
}

/** 'Main account (UPS 1A2B3C)', or 'UPS 1A2B3C' when the account has no name. */
export function carrierAccountLabel(account: SavedCarrierAccount): string {
  const carrier = [account.carrierName, account.accountNumber].filter(Boolean).join(' ');
  return account.name ? `${account.name} (${carrier})` : carrier;
}

/** The lengths the own-carrier fields take, `{ max }` in characters, as the page's contract gives them. */
export interface ShippingMethodPickerLimits {
  accountNumber?: { readonly max: number };
}

export interface ShippingMethodPickerProps {
  /** The chosen shipping method (controlled); null before one is chosen. */
  value: ShippingMethod | null;
  /** Called with the method the user chose. */
  onChange: (method: ShippingMethod) => void;
  /**
   * Warnings the page shows under the methods, already translated, e.g. 'Expedited shipping cannot be
   * guaranteed for orders placed after 1pm EST.' (001 §5). @default []
   */
  notices?: readonly string[];
  /** Error of the method choice. */
  errorMessage?: string;
  /** Disables every control, e.g. while the step is saved. @default false */
  isDisabled?: boolean;
  /** The carriers of the own-carrier part; without them that part is not shown. */
  carriers?: readonly ShippingCarrier[];
  /** The saved carrier accounts; the choice shows when there is at least one. @default [] */
  carrierAccounts?: readonly SavedCarrierAccount[];
  /** Ship on the customer's own carrier account: the carrier and account number fields show. @default false */
  useMyCarrierAccount?: boolean;
  /** Called when the own-carrier switch changes. */
  onUseMyCarrierAccountChange?: (useMyCarrierAccount: boolean) => void;
  /**
   * The id that stands for 'None' in the saved-account choice: the app passes its API's value (the portal: the
   * empty GUID of 001 §9). @default ''
   */
  noCarrierAccountID?: string;
  /** Id of the chosen saved carrier account; `noCarrierAccountID` is 'None'. @default noCarrierAccountID */
  carrierAccountID?: string;
  /** Called with the saved account the user chose (`noCarrierAccountID` for 'None'). */
  onCarrierAccountIDChange?: (carrierAccountID: string) => void;
  /** Code of the chosen carrier; empty before one is chosen. @default '' */
  carrierCode?: string;
  /** Called with the carrier the user chose. */
  onCarrierCodeChange?: (carrierCode: string) => void;
  /** The carrier account number. @default '' */
  accountNumber?: string;
  /** Called as the account number is typed. */
  onAccountNumberChange?: (accountNumber: string) => void;
  /** Field errors of the own-carrier part. @default {} */
  errors?: ShippingCarrierErrors;
  /** The lengths of the own-carrier fields (the contract's limits). Without them, nothing limits typing. */
  limits?: ShippingMethodPickerLimits;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ShippingMethodPickerLabels>;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * The shipping step's method choice (001 §4: 1 Best Way … 4 Expedited) with the page's warnings under it, and
 * optionally the customer's own carrier account: a saved account, or a carrier and an account number, both
 * required while 'Use my carrier account' is on (001 §5).
 */
export function ShippingMethodPicker({
  value,
  onChange,
  notices = [],
  errorMessage,
  isDisabled = false,
  carriers,
  carrierAccounts = [],
  useMyCarrierAccount = false,
  onUseMyCarrierAccountChange,
  noCarrierAccountID = '',
  carrierAccountID = noCarrierAccountID,
  onCarrierAccountIDChange,
  carrierCode = '',
  onCarrierCodeChange,
  accountNumber = '',
  onAccountNumberChange,
  errors = {},
  limits,
  labels: overrides,
  className,
}: ShippingMethodPickerProps) {
  const labels = { ...defaultShippingMethodPickerLabels, ...overrides };
  const accountOptions = [
    { id: noCarrierAccountID, label: labels.noCarrierAccount },
    ...carrierAccounts.map((account) => ({ id: account.id, label: carrierAccountLabel(account) })),
  ];
  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <RadioGroup
        label={labels.label}
        options={shippingMethods.map((method) => ({
          value: String(method),
          label: shippingMethodName(method, labels),
        }))}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next) as ShippingMethod)}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        validationBehavior="aria"
      />
      {notices.length > 0 ? (
        <InlineAlert tone="warning">
          {notices.map((notice) => (
            <p key={notice} className={styles.notice}>
              {notice}
            </p>
          ))}
        </InlineAlert>
      ) : null}
      {carriers ? (
        <div className={styles.carrier}>
          <Switch
            isSelected={useMyCarrierAccount}
            onChange={onUseMyCarrierAccountChange}
            isDisabled={isDisabled}
          >
            {labels.useMyCarrierAccount}
          </Switch>
          {carrierAccounts.length > 0 ? (
            <div className={styles.savedAccount}>
              <Select
                label={labels.carrierAccount}
                options={accountOptions}
                selectedKey={carrierAccountID}
                onSelectionChange={(key) => onCarrierAccountIDChange?.(String(key ?? noCarrierAccountID))}
                isDisabled={isDisabled}
              />
            </div>
          ) : null}
          {useMyCarrierAccount ? (
            <div className={styles.carrierFields}>
              <Select
                label={labels.carrier}
                placeholder={labels.carrierPlaceholder}
                options={carriers.map((carrier) => ({ id: carrier.code, label: carrier.name }))}
                selectedKey={carrierCode || null}
                onSelectionChange={(key) => onCarrierCodeChange?.(key === null ? '' : String(key))}
                isRequired
                isInvalid={Boolean(errors.carrierCode)}
                errorMessage={errors.carrierCode}
                validationBehavior="aria"
                isDisabled={isDisabled}
              />
              <TextField
                label={labels.accountNumber}
                value={accountNumber}
                onChange={onAccountNumberChange}
                isRequired
                isInvalid={Boolean(errors.accountNumber)}
                errorMessage={errors.accountNumber}
                validationBehavior="aria"
                maxLength={limits?.accountNumber?.max}
                autoComplete="off"
                isDisabled={isDisabled}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
