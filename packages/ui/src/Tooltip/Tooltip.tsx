import type { ReactNode } from 'react';
import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps
  extends Omit<TooltipTriggerComponentProps, 'children'>,
    Pick<RACTooltipProps, 'placement' | 'offset' | 'className'> {
  /** The hint. Keep it short and never put the only copy of important information here. */
  content: ReactNode;
  /** The focusable element it describes: a Button, IconButton or Link from this library. */
  children: ReactNode;
  /** Milliseconds of hovering before it shows; keyboard focus shows it at once. @default 700 */
  delay?: number;
  /** Milliseconds before it hides after the pointer leaves. @default 300 */
  closeDelay?: number;
  /** Where it appears. @default 'top' */
  placement?: RACTooltipProps['placement'];
  /** Point an arrow at the trigger. @default true */
  showArrow?: boolean;
}

/**
 * A hint that describes a control (RAC TooltipTrigger): it shows on hover after `delay` and at once on
 * keyboard focus, Escape hides it, and the trigger is aria-describedby the tooltip.
 */
export function Tooltip({
  content,
  children,
  delay = 700,
  closeDelay = 300,
  placement = 'top',
  offset,
  showArrow = true,
  className,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger {...props} delay={delay} closeDelay={closeDelay}>
      {children}
      <RACTooltip
        placement={placement}
        offset={offset ?? (showArrow ? 10 : 6)}
        className={composeRenderProps(className, (name) => [styles.tooltip, name].filter(Boolean).join(' '))}
      >
        {showArrow ? (
          <OverlayArrow>
            <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
