export {
  defaultSideMenuLabels,
  SideMenu,
  type SideMenuExternalLink,
  type SideMenuItem,
  type SideMenuLabels,
  type SideMenuProps,
} from './SideMenu';
