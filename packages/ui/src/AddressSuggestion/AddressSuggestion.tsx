import { useId, useState } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { type Address, AddressCard, type AddressCardLabels } from '../AddressCard/AddressCard';
import * as pickerStyles from '../AddressPicker/AddressPicker.css';
import { Button } from '../Button/Button';
import * as styles from './AddressSuggestion.css';

export const addressChoices = ['suggested', 'entered'] as const;
export type AddressChoice = (typeof addressChoices)[number];

/** Every text the suggested-versus-entered choice shows. */
export interface AddressSuggestionLabels {
  /** Name of the choice. @default 'Confirm the address' */
  label: string;
  /** Why the choice is asked. @default 'The address you entered resembles one we know. Which one should we use?' */
  description: string;
  /** The suggested address option. @default 'Use suggested' */
  useSuggested: string;
  /** The entered address option. @default 'Keep entered' */
  keepEntered: string;
  /** The confirm action. @default 'Confirm address' */
  confirm: string;
  /** The cancel action (shown with `onCancel`). @default 'Cancel' */
  cancel: string;
}

export const defaultAddressSuggestionLabels: AddressSuggestionLabels = {
  label: 'Confirm the address',
  description: 'The address you entered resembles one we know. Which one should we use?',
  useSuggested: 'Use suggested',
  keepEntered: 'Keep entered',
  confirm: 'Confirm address',
  cancel: 'Cancel',
};

export interface AddressSuggestionProps {
  /** The address the user typed. */
  entered: Address;
  /** The similar address the service suggests (002 §5). */
  suggested: Address;
  /** The option selected at first. @default 'suggested' */
  defaultChoice?: AddressChoice;
  /** Called on confirm with the choice and the address it stands for. */
  onConfirm: (choice: AddressChoice, address: Address) => void;
  /** Called by the cancel action; without it the action is not shown. */
  onCancel?: () => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<AddressSuggestionLabels>;
  /** Texts passed on to both address cards. */
  cardLabels?: Partial<AddressCardLabels>;
}

/** The suggested-versus-entered address choice of 002 §5: two addresses side by side as a radio group. */
export function AddressSuggestion({
  entered,
  suggested,
  defaultChoice = 'suggested',
  onConfirm,
  onCancel,
  labels: overrides,
  cardLabels,
}: AddressSuggestionProps) {
  const labels = { ...defaultAddressSuggestionLabels, ...overrides };
  const [choice, setChoice] = useState<AddressChoice>(defaultChoice);
  const baseId = useId();
  const options = [
    { value: 'suggested', title: labels.useSuggested, address: suggested },
    { value: 'entered', title: labels.keepEntered, address: entered },
  ] as const;
  return (
    <div className={styles.suggestion}>
      <RadioGroup
        value={choice}
        onChange={(value) => setChoice(value as AddressChoice)}
        className={styles.suggestion}
      >
        <Label className={styles.label}>{labels.label}</Label>
        <Text slot="description" className={styles.description}>
          {labels.description}
        </Text>
        <div className={styles.choices}>
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              className={pickerStyles.option}
              aria-labelledby={`${baseId}-${option.value}-title`}
              aria-describedby={`${baseId}-${option.value}-card`}
            >
              <span className={pickerStyles.indicator} aria-hidden="true" />
              <span className={pickerStyles.optionBody}>
                <span id={`${baseId}-${option.value}-title`} className={styles.choiceTitle}>
                  {option.title}
                </span>
                <span id={`${baseId}-${option.value}-card`}>
                  <AddressCard address={option.address} bare labels={cardLabels} />
                </span>
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className={styles.actions}>
        <Button onPress={() => onConfirm(choice, choice === 'suggested' ? suggested : entered)}>
          {labels.confirm}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {labels.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
