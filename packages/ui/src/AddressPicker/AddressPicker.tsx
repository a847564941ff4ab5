import { useId } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { type Address, AddressCard, type AddressCardLabels } from '../AddressCard/AddressCard';
import { Button } from '../Button/Button';
import * as styles from './AddressPicker.css';

/** Every text the address picker shows. */
export interface AddressPickerLabels {
  /** Name of the radio group. @default 'Choose an address' */
  label: string;
  /** The action that opens the new-address form. @default 'Add new address' */
  addNew: string;
  /** Shown when there is no address to choose. @default 'No saved addresses.' */
  empty: string;
}

export const defaultAddressPickerLabels: AddressPickerLabels = {
  label: 'Choose an address',
  addNew: 'Add new address',
  empty: 'No saved addresses.',
};

export interface AddressPickerProps
  extends Omit<RadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'style'> {
  /** The addresses to choose from (bill-to or ship-to list). */
  addresses: readonly Address[];
  /** Id of the chosen address (controlled). */
  value?: string | null;
  /** Id of the address chosen at first (uncontrolled). @default the primary address, if any */
  defaultValue?: string | null;
  /** Called with the id of the address the user chose. */
  onChange?: (addressId: string) => void;
  /** Called by the 'Add new address' action; without it the action is not shown. */
  onAddNew?: () => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<AddressPickerLabels>;
  /** Texts passed on to every address card. */
  cardLabels?: Partial<AddressCardLabels>;
}

/** Choose one address from a list: a RAC RadioGroup of address cards, plus an 'Add new address' action. */
export function AddressPicker({
  addresses,
  value,
  defaultValue,
  onChange,
  onAddNew,
  labels: overrides,
  cardLabels,
  ...props
}: AddressPickerProps) {
  const labels = { ...defaultAddressPickerLabels, ...overrides };
  const baseId = useId();
  const initial =
    defaultValue === undefined ? addresses.find((address) => address.isPrimary)?.id : defaultValue;
  return (
    <div className={styles.picker}>
      <RadioGroup
        {...props}
        {...(value === undefined ? { defaultValue: initial ?? null } : { value })}
        onChange={onChange}
        className={styles.picker}
      >
        <Label className={styles.label}>{labels.label}</Label>
        {addresses.length === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
        <div className={styles.options}>
          {addresses.map((address) => {
            const nameId = `${baseId}-${address.id}-name`;
            const cardId = `${baseId}-${address.id}-card`;
            return (
              <Radio
                key={address.id}
                value={address.id}
                className={styles.option}
                aria-labelledby={nameId}
                aria-describedby={cardId}
              >
                <span className={styles.indicator} aria-hidden="true" />
                <span id={cardId} className={styles.optionBody}>
                  <AddressCard address={address} nameId={nameId} bare labels={cardLabels} />
                </span>
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      {onAddNew ? (
        <div>
          <Button variant="secondary" onPress={onAddNew}>
            {labels.addNew}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
