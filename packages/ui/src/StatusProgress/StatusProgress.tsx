import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../foundations/focus.css';
import * as styles from './StatusProgress.css';

/** One step of a status flow. */
export interface StatusProgressStep {
  /** Stable id; `current` names one of these. */
  id: string | number;
  /** Already-translated name of the step. */
  label: string;
  /** A line under the label (e.g. the date the step was reached). */
  detail?: string;
}

export type StatusProgressState = 'completed' | 'current' | 'upcoming';

/** The texts read after each step's name. */
export interface StatusProgressLabels {
  /** @default 'completed' */
  completed: string;
  /** @default 'current status' */
  current: string;
  /** @default 'not reached' */
  upcoming: string;
}

export const defaultStatusProgressLabels: StatusProgressLabels = {
  completed: 'completed',
  current: 'current status',
  upcoming: 'not reached',
};

export interface StatusProgressProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The steps of the flow, in order. */
  steps: readonly StatusProgressStep[];
  /** Id of the step the document is at: earlier steps are completed, later ones upcoming. */
  current: string | number;
  /** Accessible name of the list (e.g. 'Request progress'). */
  label: string;
  /** Partial overrides merge with the English defaults. */
  labels?: Partial<StatusProgressLabels>;
}

/**
 * Where a document stands in a fixed status flow (a pricing request: Submitted → In Process → Quoted →
 * Purchased) as a progress line: an ordered list whose current step has aria-current="step". Each step's name
 * and state are one string for screen readers; the marker shows ✓ for completed steps and the number otherwise.
 */
export function StatusProgress({ steps, current, label, labels, className, ...props }: StatusProgressProps) {
  const text = { ...defaultStatusProgressLabels, ...labels };
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol aria-label={label} {...props} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((step, index) => {
        const state: StatusProgressState =
          index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            {index > 0 ? (
              <span className={styles.connector({ reached: index <= currentIndex })} aria-hidden="true" />
            ) : null}
            <span className={styles.marker({ state })} aria-hidden="true">
              {state === 'completed' ? '✓' : index + 1}
            </span>
            <span className={styles.text}>
              <span className={visuallyHidden}>{`${step.label}, ${text[state]}`}</span>
              <span className={styles.label({ state })} aria-hidden="true">
                {step.label}
              </span>
              {step.detail ? <span className={styles.detail}>{step.detail}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
