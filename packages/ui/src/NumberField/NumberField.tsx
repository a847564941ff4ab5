import {
  Button,
  composeRenderProps,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import * as styles from './NumberField.css';

export interface NumberFieldLabels {
  /** Name of the − button; the field's label is appended by RAC. @default 'Decrease' */
  decrement: string;
  /** Name of the + button; the field's label is appended by RAC. @default 'Increase' */
  increment: string;
}

export const defaultNumberFieldLabels: NumberFieldLabels = { decrement: 'Decrease', increment: 'Increase' };

/** Whole numbers with thousands separators: quantities are never fractional. */
export const integerFormat: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: true };

export interface NumberFieldProps extends RACNumberFieldProps {
  /** The visible label; also the accessible name. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Number formatting and parsing. @default integerFormat (whole numbers, grouped) */
  formatOptions?: Intl.NumberFormatOptions;
  /** Smallest value; the − button stops there. @default 0 */
  minValue?: number;
  /** Amount the buttons and arrow keys add or take away; typed values snap to it. @default 1 */
  step?: number;
  /** Texts for the − and + buttons. @default defaultNumberFieldLabels */
  labels?: Partial<NumberFieldLabels>;
}

/** A number input with − and + buttons (cart quantities), on RAC NumberField. */
export function NumberField({
  label,
  description,
  errorMessage,
  formatOptions = integerFormat,
  minValue = 0,
  step = 1,
  labels,
  ...props
}: NumberFieldProps) {
  const texts = { ...defaultNumberFieldLabels, ...labels };
  return (
    <RACNumberField
      {...props}
      formatOptions={formatOptions}
      minValue={minValue}
      step={step}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, className].filter(Boolean).join(' '),
      )}
    >
      {label ? (
        <Label className={fieldStyles.label}>
          {label}
          <RequiredMarker isRequired={props.isRequired} />
        </Label>
      ) : null}
      <Group className={styles.group}>
        <Button slot="decrement" aria-label={texts.decrement} className={styles.stepButton}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" aria-label={texts.increment} className={styles.stepButton}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
