import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { usePendingAnnouncementCleanup } from '../hooks/usePendingAnnouncementCleanup';
import { button, pendingMark } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** Visual weight: one primary action per view, danger for destructive ones. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
}

/**
 * A button on react-aria-components: press, keyboard and focus handling from RAC, looks from the recipe.
 *
 * While the request a button started is running, set `isPending`, not `isDisabled`: a pending button ignores
 * presses but keeps the keyboard focus, where a disabled one drops it to <body>; it shows a turning mark beside
 * its label, and react-aria announces the change to a screen reader. A
 * button that was pending leaves no announcement naming nothing behind it (`usePendingAnnouncementCleanup`).
 */
export function Button({ variant = 'primary', size = 'medium', fullWidth = false, ...props }: ButtonProps) {
  usePendingAnnouncementCleanup(props.isPending);
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [button({ variant, size, fullWidth }), className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending, isDisabled }) =>
        // A disabled button is doing nothing, pending or not: no mark.
        isPending && !isDisabled ? (
          <>
            {/* Only seen: the button's name stays its label, and react-aria announces the pending state. */}
            <span className={pendingMark} aria-hidden="true" />
            {children}
          </>
        ) : (
          children
        ),
      )}
    </RACButton>
  );
}
