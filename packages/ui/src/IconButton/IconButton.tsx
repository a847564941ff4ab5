import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { iconButton } from './IconButton.css';

export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'aria-label'> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** Square size. @default 'medium' */
  size?: IconButtonSize;
}

/** A square button showing only an icon; its name comes from the required `aria-label`. */
export function IconButton({ size = 'medium', ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [iconButton({ size }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
