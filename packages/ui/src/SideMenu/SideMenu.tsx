import { type KeyboardEvent, useId } from 'react';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type Key,
  Button as RACButton,
  Link as RACLink,
} from 'react-aria-components';
import { visuallyHidden } from '../foundations/focus.css';
import { ChevronDownIcon, ExternalLinkIcon } from '../icons/icons';
import * as styles from './SideMenu.css';

/** A menu entry (000 §3 Menu item). Visibility rules are applied by the caller before passing items. */
export interface SideMenuItem {
  /** Stable id; also the accordion key. */
  id: string;
  /** Already-translated text. */
  label: string;
  /** Where the entry leads ('#/orders'). Omitted for action-only entries. */
  href?: string;
  /** The documents' routeTo; the value 'punchout' starts punch-out instead of navigating. */
  routeTo?: string;
  /** Sub-menus; an item with them is an accordion section. */
  subMenus?: readonly SideMenuItem[];
}

/** An external link of the bottom section. */
export interface SideMenuExternalLink {
  /** Stable id. */
  id: string;
  /** Text of the link. */
  label: string;
  /** External address, opened in a new tab. */
  href: string;
}

/** Every text the side menu shows. English defaults; the portal passes its message catalogue. */
export interface SideMenuLabels {
  /** Name of the navigation landmark. @default 'Main menu' */
  navigation: string;
  /** @default 'My Account' */
  myAccount: string;
  /** @default 'Settings' */
  settings: string;
  /** @default 'Help' */
  help: string;
  /** The collapsible portals group. @default 'Portals' */
  portals: string;
  /** @default 'Software Central' */
  softwareCentral: string;
  /** @default 'Logout' */
  logout: string;
  /** Hint read after links that open a new tab. @default '(opens in a new tab)' */
  newTabHint: string;
}

export const defaultSideMenuLabels: SideMenuLabels = {
  navigation: 'Main menu',
  myAccount: 'My Account',
  settings: 'Settings',
  help: 'Help',
  portals: 'Portals',
  softwareCentral: 'Software Central',
  logout: 'Logout',
  newTabHint: '(opens in a new tab)',
};

export interface SideMenuProps {
  /** Id of the `<nav>`, for the header toggle's aria-controls. */
  id?: string;
  /** The visible entries, in order. */
  items: readonly SideMenuItem[];
  /** Address of the current page; the matching entry gets aria-current="page". */
  currentHref?: string;
  /**
   * Called when an entry is chosen. Accordion headers and entries without href are buttons, so for them this
   * callback is the navigation (000 §2.7: clicking the header also navigates); link entries navigate by
   * their href and this only informs.
   */
  onNavigate?: (item: SideMenuItem) => void;
  /** Called instead of navigating for an entry whose routeTo is 'punchout'. */
  onPunchOut?: (item: SideMenuItem) => void;
  /** The open accordion section (controlled). */
  expandedItemId?: string | null;
  /** The section open at first (uncontrolled). */
  defaultExpandedItemId?: string;
  /** Called when the open section changes; null when all are closed. */
  onExpandedChange?: (id: string | null) => void;
  /** Whether the menu is shown. The app starts it hidden under 500 px width or height. @default true */
  open?: boolean;
  /** Called when the menu asks to close: after a choice when `closeOnNavigate`, or Escape. */
  onClose?: () => void;
  /** Close after every choice (narrow screens, 000 §2.7). @default false */
  closeOnNavigate?: boolean;
  /** My Account address. @default '#/account' */
  myAccountHref?: string;
  /** Settings and administration address; shown only when `showSettings`. @default '#/settings&administration' */
  settingsHref?: string;
  /** The user holds one of the settings permissions (000 §2.7). @default false */
  showSettings?: boolean;
  /** Help address. @default '#/help' */
  helpHref?: string;
  /** The two partner portal links of the collapsible portals group; none hides the group. @default [] */
  portalLinks?: readonly SideMenuExternalLink[];
  /** The software-central address (new tab); absent hides the link. */
  softwareCentralHref?: string;
  /** Whether the logout entry is shown (a punch-out user cannot log out). @default true */
  canLogout?: boolean;
  /** Called by Logout. */
  onLogout?: () => void;
  /** The copyright line at the bottom. */
  copyright?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<SideMenuLabels>;
  /** Extra class for placement. */
  className?: string;
}

/** The side menu of 000 §2.7: an accordion of entries (one open at a time) and the bottom links. */
export function SideMenu({
  id,
  items,
  currentHref,
  onNavigate,
  onPunchOut,
  expandedItemId,
  defaultExpandedItemId,
  onExpandedChange,
  open = true,
  onClose,
  closeOnNavigate = false,
  myAccountHref = '#/account',
  settingsHref = '#/settings&administration',
  showSettings = false,
  helpHref = '#/help',
  portalLinks = [],
  softwareCentralHref,
  canLogout = true,
  onLogout,
  copyright,
  labels: labelOverrides,
  className,
}: SideMenuProps) {
  const labels = { ...defaultSideMenuLabels, ...labelOverrides };
  const portalsId = useId();

  const afterChoice = () => {
    if (closeOnNavigate) onClose?.();
  };
  const choose = (item: SideMenuItem) => {
    if (item.routeTo === 'punchout') onPunchOut?.(item);
    else onNavigate?.(item);
    afterChoice();
  };
  const current = (href?: string) => (href && href === currentHref ? 'page' : undefined);

  const expandedKeys =
    expandedItemId === undefined ? undefined : new Set<Key>(expandedItemId === null ? [] : [expandedItemId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closeOnNavigate) onClose?.();
  };

  return (
    <nav
      id={id}
      aria-label={labels.navigation}
      hidden={!open}
      className={[styles.sideMenu, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <DisclosureGroup
        expandedKeys={expandedKeys}
        defaultExpandedKeys={defaultExpandedItemId ? [defaultExpandedItemId] : undefined}
        onExpandedChange={(keys) => onExpandedChange?.(([...keys][0] as string | undefined) ?? null)}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              {item.subMenus && item.subMenus.length > 0 ? (
                <Disclosure id={item.id}>
                  {({ isExpanded }) => (
                    <>
                      <RACButton
                        slot="trigger"
                        className={styles.entry}
                        onPress={() => {
                          // The header both opens its section and navigates; the menu stays open so the
                          // sub-entries can be reached, even on narrow screens.
                          if (item.routeTo === 'punchout') onPunchOut?.(item);
                          else if (item.href) onNavigate?.(item);
                        }}
                      >
                        <span>{item.label}</span>
                        <ChevronDownIcon
                          size={16}
                          className={
                            isExpanded ? `${styles.chevron} ${styles.chevronExpanded}` : styles.chevron
                          }
                        />
                      </RACButton>
                      <DisclosurePanel className={styles.panel}>
                        <ul className={styles.list}>
                          {(item.subMenus ?? []).map((subMenu) => (
                            <li key={subMenu.id}>
                              <MenuEntry
                                item={subMenu}
                                className={styles.subEntry}
                                current={current(subMenu.href)}
                                onChoose={choose}
                              />
                            </li>
                          ))}
                        </ul>
                      </DisclosurePanel>
                    </>
                  )}
                </Disclosure>
              ) : (
                <MenuEntry
                  item={item}
                  className={styles.entry}
                  current={current(item.href)}
                  onChoose={choose}
                />
              )}
            </li>
          ))}
        </ul>
      </DisclosureGroup>

      <ul className={styles.bottomList}>
        <li>
          <RACLink
            href={myAccountHref}
            className={styles.entry}
            aria-current={current(myAccountHref)}
            onPress={afterChoice}
          >
            {labels.myAccount}
          </RACLink>
        </li>
        {showSettings ? (
          <li>
            <RACLink
              href={settingsHref}
              className={styles.entry}
              aria-current={current(settingsHref)}
              onPress={afterChoice}
            >
              {labels.settings}
            </RACLink>
          </li>
        ) : null}
        <li>
          <RACLink
            href={helpHref}
            className={styles.entry}
            aria-current={current(helpHref)}
            onPress={afterChoice}
          >
            {labels.help}
          </RACLink>
        </li>
        {portalLinks.length > 0 ? (
          <li>
            <Disclosure id={portalsId}>
              {({ isExpanded }) => (
                <>
                  <RACButton slot="trigger" className={styles.entry}>
                    <span>{labels.portals}</span>
                    <ChevronDownIcon
                      size={16}
                      className={isExpanded ? `${styles.chevron} ${styles.chevronExpanded}` : styles.chevron}
                    />
                  </RACButton>
                  <DisclosurePanel className={styles.panel}>
                    <ul className={styles.list}>
                      {portalLinks.map((link) => (
                        <li key={link.id}>
                          <ExternalEntry
                            link={link}
                            className={styles.subEntry}
                            newTabHint={labels.newTabHint}
                            onPress={afterChoice}
                          />
                        </li>
                      ))}
                    </ul>
                  </DisclosurePanel>
                </>
              )}
            </Disclosure>
          </li>
        ) : null}
        {softwareCentralHref ? (
          <li>
            <ExternalEntry
              link={{ id: 'software-central', label: labels.softwareCentral, href: softwareCentralHref }}
              className={styles.entry}
              newTabHint={labels.newTabHint}
              onPress={afterChoice}
            />
          </li>
        ) : null}
        {canLogout ? (
          <li>
            <RACButton
              className={styles.entry}
              onPress={() => {
                onLogout?.();
                afterChoice();
              }}
            >
              {labels.logout}
            </RACButton>
          </li>
        ) : null}
      </ul>
      {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
    </nav>
  );
}

interface MenuEntryProps {
  item: SideMenuItem;
  className: string;
  current: 'page' | undefined;
  onChoose: (item: SideMenuItem) => void;
}

/** A leaf entry: a link, or a button for punch-out and action-only entries. */
function MenuEntry({ item, className, current, onChoose }: MenuEntryProps) {
  if (item.routeTo === 'punchout' || !item.href) {
    return (
      <RACButton className={className} onPress={() => onChoose(item)}>
        {item.label}
      </RACButton>
    );
  }
  return (
    <RACLink href={item.href} className={className} aria-current={current} onPress={() => onChoose(item)}>
      {item.label}
    </RACLink>
  );
}

interface ExternalEntryProps {
  link: SideMenuExternalLink;
  className: string;
  newTabHint: string;
  onPress: () => void;
}

function ExternalEntry({ link, className, newTabHint, onPress }: ExternalEntryProps) {
  return (
    <RACLink
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onPress={onPress}
    >
      <span>
        {link.label}
        <span className={visuallyHidden}> {newTabHint}</span>
      </span>
      <ExternalLinkIcon size={14} />
    </RACLink>
  );
}
