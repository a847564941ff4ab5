import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Header,
  type Key,
  MenuTrigger,
  type MenuTriggerProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  Separator,
} from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button';
import { ChevronDownIcon } from '../icons/icons';
import { Popover, type PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

/** The list of actions and links (RAC Menu): arrow keys move, Enter chooses, typing a letter jumps. */
export type MenuProps<T extends object> = RACMenuProps<T>;

export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <RACMenu
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.menu, className].filter(Boolean).join(' '),
      )}
    />
  );
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps<T extends object = object> extends RACMenuItemProps<T> {
  /** `danger` for destructive actions such as Delete. @default 'neutral' */
  tone?: MenuItemTone;
}

/** One entry: an action (`onAction`, or the Menu's `onAction` with its `id`) or a link (`href`). */
export function MenuItem<T extends object = object>({ tone = 'neutral', ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className) =>
        [styles.item, tone === 'danger' ? styles.dangerItem : undefined, className].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface MenuSectionProps<T extends object> extends Omit<RACMenuSectionProps<T>, 'children'> {
  /** Visible heading that names the group. */
  title?: string;
  /** The MenuItem elements of the group. */
  children: ReactNode;
}

/** A named group of items. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export interface MenuButtonProps extends Omit<MenuTriggerProps, 'children'> {
  /** Text of the button that opens the menu. */
  label: ReactNode;
  /** Accessible name when `label` is not text. */
  'aria-label'?: string;
  /** Look of the button. @default 'secondary' */
  variant?: ButtonVariant;
  /** Where the menu opens. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Called with the `id` of the chosen item. */
  onAction?: (id: Key) => void;
  /** Ids of items that cannot be chosen. */
  disabledKeys?: MenuProps<object>['disabledKeys'];
  /** MenuItem, MenuSection and MenuSeparator elements. */
  children: ReactNode;
}

/** A button that opens a Menu in a Popover. Enter, Space or ArrowDown open it with the first item focused. */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  variant = 'secondary',
  placement = 'bottom start',
  onAction,
  disabledKeys,
  children,
  ...props
}: MenuButtonProps) {
  return (
    <MenuTrigger {...props}>
      <Button variant={variant} aria-label={ariaLabel}>
        {label}
        <ChevronDownIcon size={16} />
      </Button>
      <Popover placement={placement}>
        <Menu onAction={(key) => onAction?.(key)} disabledKeys={disabledKeys}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
