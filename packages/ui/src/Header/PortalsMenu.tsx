import { Menu, MenuItem, MenuTrigger, Popover, Button as RACButton } from 'react-aria-components';
import { visuallyHidden } from '../foundations/focus.css';
import { ChevronDownIcon, ExternalLinkIcon } from '../icons/icons';
import type { HeaderLabels, HeaderPortalLink } from './Header';
import * as styles from './Header.css';

/** The header's portals dropdown, its own module so that the menu and popover load with a signed-in header. */
export default function PortalsMenu({
  portals,
  labels,
  className = styles.headerLink,
}: {
  portals: readonly HeaderPortalLink[];
  labels: HeaderLabels;
  /** The trigger's class. @default the header's link look */
  className?: string;
}) {
  return (
    <MenuTrigger>
      <RACButton className={className}>
        <span>{labels.portals}</span>
        <ChevronDownIcon size={16} />
      </RACButton>
      <Popover className={styles.menuPopover} placement="bottom end">
        <Menu className={styles.menu} items={portals}>
          {(portal) => (
            <MenuItem
              id={portal.id}
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
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
