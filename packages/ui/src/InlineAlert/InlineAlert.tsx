import { createElement, type ReactElement, type ReactNode } from 'react';
import { IconBase, type IconProps } from '../icons/Icon';
import { ErrorIcon, InfoIcon, WarningIcon } from '../icons/icons';
import * as styles from './InlineAlert.css';

export type InlineAlertTone = 'info' | 'success' | 'warning' | 'error';

function SuccessIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconBase>
  );
}

const toneIcons: Record<InlineAlertTone, (props: IconProps) => ReactElement> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

export interface InlineAlertProps {
  /** Colour, icon and urgency: warnings and errors are announced at once (role alert), the others politely. */
  tone?: InlineAlertTone;
  /** A short bold first line. */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** An action after the message (a link or a button: 'Request pricing', 'Reload'). */
  action?: ReactNode;
  /** Heading level of the title, when it should be part of the page outline; a bold line otherwise. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the alert. */
  className?: string;
}

/**
 * A message inside the page, next to what it is about: why checkout is blocked, that the cart was refreshed
 * because another window changed it, that a request was submitted. Not a modal and not a toast: it stays until
 * the page changes it.
 */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  action,
  headingLevel,
  className,
}: InlineAlertProps) {
  const Icon = toneIcons[tone];
  const urgent = tone === 'warning' || tone === 'error';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[styles.alert, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        {title ? (
          headingLevel ? (
            createElement(`h${headingLevel}`, { className: styles.title }, title)
          ) : (
            <p className={styles.title}>{title}</p>
          )
        ) : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
