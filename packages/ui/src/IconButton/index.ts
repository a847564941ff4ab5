export { IconButton, type IconButtonProps, type IconButtonSize, iconButtonSizes } from './IconButton';
