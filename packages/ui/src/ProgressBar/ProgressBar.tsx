import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  composeRenderProps,
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends RACProgressBarProps {
  /** The visible label. Without it pass `aria-label`. */
  label?: string;
  /** Show the value text (e.g. '30%') beside the label. @default true */
  showValue?: boolean;
  /** How long the fill takes to reach a new value, any CSS time. @default vars.motion.normal */
  transitionDuration?: string;
}

/** A determinate progress bar on RAC ProgressBar (role progressbar with aria-valuenow). */
export function ProgressBar({ label, showValue = true, transitionDuration, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.root, className].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText }) => (
        <>
          {label || showValue ? (
            <span className={styles.header}>
              {label ? <Label>{label}</Label> : <span />}
              {showValue ? <span>{valueText}</span> : null}
            </span>
          ) : null}
          <span className={styles.track}>
            <span
              className={styles.fill}
              style={{
                width: `${percentage ?? 0}%`,
                ...(transitionDuration
                  ? assignInlineVars({ [styles.fillDuration]: transitionDuration })
                  : {}),
              }}
            />
          </span>
        </>
      )}
    </RACProgressBar>
  );
}
