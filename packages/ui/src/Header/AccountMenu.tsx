import {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Button as RACButton,
  Header as RACHeader,
  Separator,
} from 'react-aria-components';
import { LogoutIcon, UserIcon } from '../icons/icons';
import type { HeaderLabels } from './Header';
import * as styles from './Header.css';

export interface AccountMenuProps {
  /** The trigger's class (the header shows it under 1280 px only). */
  className: string;
  /** The greeting, heading the menu. */
  greeting: string;
  myAccountHref: string;
  canLogout: boolean;
  onLogout?: () => void;
  labels: HeaderLabels;
}

/**
 * The account menu of the header under 1280 px (issue 16): what the full row shows, the greeting, My Account and
 * Logout, behind one icon button. The account only: the portals are the portals dropdown's (from 768 px) and the
 * side menu's, not repeated here. Its own module, loaded with the portals menu once the browser is idle after the
 * first paint (react-aria's menu and popover are not in the first paint's code).
 */
export default function AccountMenu({
  className,
  greeting,
  myAccountHref,
  canLogout,
  onLogout,
  labels,
}: AccountMenuProps) {
  return (
    <MenuTrigger>
      <RACButton className={className} aria-label={labels.accountMenu}>
        <UserIcon />
      </RACButton>
      <Popover className={styles.menuPopover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label={labels.accountMenu}
          onAction={(key) => {
            if (key === 'logout') onLogout?.();
          }}
        >
          <MenuSection>
            <RACHeader className={styles.menuHeader}>{greeting}</RACHeader>
            <MenuItem id="my-account" href={myAccountHref} className={styles.menuItem}>
              {labels.myAccount}
            </MenuItem>
          </MenuSection>
          {canLogout ? (
            <>
              <Separator className={styles.menuSeparator} />
              <MenuItem id="logout" textValue={labels.logout} className={styles.menuItem}>
                <span>{labels.logout}</span>
                <LogoutIcon size={16} />
              </MenuItem>
            </>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
