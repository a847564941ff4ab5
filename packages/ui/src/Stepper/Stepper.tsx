import type { HTMLAttributes } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { visuallyHidden } from '../foundations/focus.css';
import * as styles from './Stepper.css';

export const stepStatuses = ['complete', 'current', 'upcoming', 'error'] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** One step of a process. */
export interface StepperStep {
  /** Stable id, passed to `onStepPress`. */
  id: string;
  /** Already-translated name of the step. */
  label: string;
  /** Forces a status; by default it follows from `currentStepId` (before: complete, after: upcoming). */
  status?: StepStatus;
}

/** The checkout steps of 001 §2, in order; pass your own labels for other languages. */
export const checkoutSteps: readonly StepperStep[] = [
  { id: 'orderDetails', label: 'Order details' },
  { id: 'billingAndPayment', label: 'Billing and payment' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'endUser', label: 'End user' },
  { id: 'terms', label: 'Terms' },
  { id: 'confirmation', label: 'Confirmation' },
];

/** Every text the stepper adds. Status texts are read after each step's name. */
export interface StepperLabels {
  /** Name of the list. @default 'Checkout steps' */
  list: string;
  /** @default 'completed' */
  complete: string;
  /** @default 'current step' */
  current: string;
  /** @default 'not started' */
  upcoming: string;
  /** @default 'has errors' */
  error: string;
  /**
   * The line that names the current step while the names do not fit ({current}, {total}, {label}).
   * @default 'Step {current} of {total}: {label}'
   */
  progress: string;
}

export const defaultStepperLabels: StepperLabels = {
  list: 'Checkout steps',
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
  error: 'has errors',
  progress: 'Step {current} of {total}: {label}',
};

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The steps, in order. @default checkoutSteps */
  steps?: readonly StepperStep[];
  /** Id of the step the person is on; it gets aria-current="step". */
  currentStepId: string;
  /** When given, completed steps are buttons that call it with the step id (to go back and edit). */
  onStepPress?: (stepId: string) => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<StepperLabels>;
}

function stepStatus(steps: readonly StepperStep[], index: number, currentIndex: number): StepStatus {
  const forced = steps[index]?.status;
  if (forced) return forced;
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/**
 * Progress through a multi-step process (checkout, 001 §2) as an ordered list. It fits its box and never wraps:
 * where the steps' names do not fit on one line (under 50rem), the markers stay on one line and a line under them
 * says "Step 2 of 6: Billing and payment" (`labels.progress`); screen readers read the list either way.
 */
export function Stepper({
  steps = checkoutSteps,
  currentStepId,
  onStepPress,
  labels,
  className,
  ...props
}: StepperProps) {
  const text = { ...defaultStepperLabels, ...labels };
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  const current = steps[currentIndex];
  return (
    <div className={styles.root}>
      <ol aria-label={text.list} {...props} className={[styles.list, className].filter(Boolean).join(' ')}>
        {steps.map((step, index) => {
          const status = stepStatus(steps, index, currentIndex);
          const content = (
            <>
              <span className={styles.marker({ status })} aria-hidden="true">
                {status === 'complete' ? '✓' : status === 'error' ? '!' : index + 1}
              </span>
              {/* One hidden string names the step and its status; split text would be read with a gap. */}
              <span className={visuallyHidden}>{`${step.label}, ${text[status]}`}</span>
              <span className={`${styles.labelBox} ${styles.label({ status })}`} aria-hidden="true">
                {step.label}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step}
              data-status={status}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              {onStepPress && status === 'complete' ? (
                <RACButton className={styles.stepButton} onPress={() => onStepPress(step.id)}>
                  {content}
                </RACButton>
              ) : (
                <span className={styles.stepContent}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      {current ? (
        // Seen, not read: the list says the same to screen readers.
        <p className={styles.compact} aria-hidden="true" data-stepper-progress="">
          {text.progress
            .replace('{current}', String(currentIndex + 1))
            .replace('{total}', String(steps.length))
            .replace('{label}', current.label)}
        </p>
      ) : null}
    </div>
  );
}
