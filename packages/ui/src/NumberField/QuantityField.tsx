import { type ReactNode, useId } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { fillTemplate } from '../format/template';
import * as styles from './NumberField.css';

export interface QuantityFieldLabels {
  /** Name of the − button, before the field's name. @default 'Decrease' */
  decrement: string;
  /** Name of the + button, before the field's name. @default 'Increase' */
  increment: string;
  /** Shown at the field when the text is not a whole number from 1 to `{max}`. */
  invalid: string;
}

export const defaultQuantityFieldLabels: QuantityFieldLabels = {
  decrement: 'Decrease',
  increment: 'Increase',
  invalid: 'Please enter a whole number from 1 to {max}.',
};

/** The largest quantity when the owner gives none (the cart's contract: 99,999). */
export const defaultMaxQuantity = 99_999;

/**
 * The quantity a typed text stands for: a whole number from 1 to `max`, or `undefined` for anything else ('2.5',
 * '-3', '0', '', '100000' when `max` is 99,999). Nothing is rounded, clamped or dropped: a text that is not a quantity
 * is not one, and the field says so.
 */
export function parseQuantity(text: string, max: number = defaultMaxQuantity): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : undefined;
}

export interface QuantityFieldProps {
  /** The text in the field, exactly as typed (controlled): '1' to start with. */
  value: string;
  /** Called with the new text on every key stroke and step; the owner keeps it as it is. */
  onChange: (text: string) => void;
  /** The visible label (also the name unless `aria-label` is given); `null` leaves it to the owner. */
  label?: ReactNode;
  /** The accessible name when it differs from the visible label ('Quantity of 21HD003AUS'). */
  'aria-label'?: string;
  /** Largest quantity accepted. @default 99999 */
  maxQuantity?: number;
  isDisabled?: boolean;
  labels?: Partial<QuantityFieldLabels>;
  className?: string;
  /** Classes of the parts, for owners with their own look (the product card and list); with `group` given, `className` alone styles the field's box. */
  classNames?: { label?: string; group?: string; input?: string; stepper?: string };
}

/**
 * A quantity: − and + buttons around a plain text input that keeps exactly what the person typed. A text that is not
 * a whole number from 1 to `maxQuantity` ('2.5', '-3', '0', '100000') stays on screen, marks the field invalid and
 * shows `labels.invalid` under it; the owner reads the quantity with `parseQuantity` and offers no action until it is
 * one. (react-aria's NumberField drops the characters its parser refuses, so '2.5' became 25 and '-3' became 3, and
 * clamps on blur, so '0' became 1: a silent change of what was typed.)
 */
export function QuantityField({
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  maxQuantity = defaultMaxQuantity,
  isDisabled = false,
  labels: overrides,
  className,
  classNames = {},
}: QuantityFieldProps) {
  const labels = { ...defaultQuantityFieldLabels, ...overrides };
  const inputId = useId();
  const errorId = useId();
  const labelId = useId();
  const quantity = parseQuantity(value, maxQuantity);
  const invalid = quantity === undefined;
  const name = ariaLabel ?? (typeof label === 'string' ? label : '');
  const step = (by: number) => {
    const from = quantity ?? (by > 0 ? 0 : 2);
    onChange(String(Math.min(maxQuantity, Math.max(1, from + by))));
  };
  const stepper = (by: number, text: string, sign: string, atEnd: boolean) => (
    <button
      type="button"
      tabIndex={-1}
      className={classNames.stepper ?? styles.stepButton}
      aria-label={`${text} ${name}`.trim()}
      disabled={isDisabled || atEnd}
      data-disabled={isDisabled || atEnd || undefined}
      onClick={() => step(by)}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
  return (
    <div className={[classNames.group ? undefined : fieldStyles.field, className].filter(Boolean).join(' ')}>
      {label ? (
        <label id={labelId} htmlFor={inputId} className={classNames.label ?? fieldStyles.label}>
          {label}
        </label>
      ) : null}
      <div
        className={classNames.group ?? styles.group}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {stepper(-1, labels.decrement, '−', quantity !== undefined && quantity <= 1)}
        <input
          id={inputId}
          className={classNames.input ?? styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={value}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') step(1);
            else if (event.key === 'ArrowDown') step(-1);
            else return;
            event.preventDefault();
          }}
        />
        {stepper(1, labels.increment, '+', quantity !== undefined && quantity >= maxQuantity)}
      </div>
      {invalid ? (
        <span id={errorId} className={fieldStyles.fieldError}>
          {fillTemplate(labels.invalid, { max: maxQuantity.toLocaleString('en-US') })}
        </span>
      ) : null}
    </div>
  );
}
