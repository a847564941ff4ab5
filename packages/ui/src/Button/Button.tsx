import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { usePendingAnnouncementCleanup } from '../hooks/usePendingAnnouncementCleanup';
import { button } from './Button.css';

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
 * A button on react-aria-components: press, keyboard and focus handling from RAC, looks from the recipe. A button
 * that was pending leaves no announcement naming nothing behind it (`usePendingAnnouncementCleanup`).
 */
export function Button({ variant = 'primary', size = 'medium', fullWidth = false, ...props }: ButtonProps) {
  usePendingAnnouncementCleanup(props.isPending);
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [button({ variant, size, fullWidth }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
