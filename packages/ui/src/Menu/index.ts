export {
  Menu,
  MenuButton,
  type MenuButtonProps,
  MenuItem,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  menuItemTones,
} from './Menu';
