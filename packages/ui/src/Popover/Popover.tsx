import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Dialog,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Point an arrow at the trigger. @default false */
  showArrow?: boolean;
  /**
   * With a title the content is a non-modal dialog named by it (for help texts and small forms). Without
   * one the popover is bare, for a Menu or ListBox inside.
   */
  title?: string;
  /** The content. */
  children: ReactNode;
}

/**
 * A floating panel next to its trigger (RAC Popover): open it from a DialogTrigger or MenuTrigger, Escape
 * and clicking outside close it and focus returns to the trigger. It stays above modals.
 */
export function Popover({ showArrow = false, title, children, offset, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 8)}
      className={composeRenderProps(props.className, (className) =>
        [styles.popover, className].filter(Boolean).join(' '),
      )}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {title ? (
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      ) : (
        children
      )}
    </RACPopover>
  );
}
