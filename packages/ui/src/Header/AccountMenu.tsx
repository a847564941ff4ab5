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
import { visuallyHidden } from '../foundations/focus.css';
import { ExternalLinkIcon, LogoutIcon, UserIcon } from '../icons/icons';
import type { HeaderLabels, HeaderPortalLink } from './Header';
import * as styles from './Header.css';

export interface AccountMenuProps {
  /** The trigger's class (the header shows it under 768 px only). */
  className: string;
  /** The greeting, heading the menu. */
  greeting: string;
  myAccountHref: string;
  portals: readonly HeaderPortalLink[];
  canLogout: boolean;
  onLogout?: () => void;
  labels: HeaderLabels;
}

/**
 * The phone header's account menu (issue 16): what the wide header shows in a row, the greeting, My Account, the
 * portals and Logout, behind one icon button. Its own module, loaded with the portals menu once the browser is
 * idle after the first paint (react-aria's menu and popover are not in the first paint's code).
 */
export default function AccountMenu({
  className,
  greeting,
  myAccountHref,
  portals,
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
          {portals.length > 0 ? (
            <>
              <Separator className={styles.menuSeparator} />
              <MenuSection>
                <RACHeader className={styles.menuHeader}>{labels.portals}</RACHeader>
                {portals.map((portal) => (
                  <MenuItem
                    key={portal.id}
                    id={`portal-${portal.id}`}
                    href={portal.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    textValue={portal.label}
                    className={styles.menuItem}
                  >
                    <span>{portal.label}</span>
                    <ExternalLinkIcon size={14} />
                    <span className={visuallyHidden}>{labels.newTabHint}</span>
                  </MenuItem>
                ))}
              </MenuSection>
            </>
          ) : null}
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
