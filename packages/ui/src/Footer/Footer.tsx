import type { ComponentType } from 'react';
import { fillTemplate } from '../format/template';
import { visuallyHidden } from '../foundations/focus.css';
import type { IconProps } from '../icons/Icon';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterXIcon, YouTubeIcon } from '../icons/icons';
import * as styles from './Footer.css';

export const socialNetworks = ['twitter', 'linkedin', 'facebook', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialIcons: Record<SocialNetwork, ComponentType<IconProps>> = {
  twitter: TwitterXIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  youtube: YouTubeIcon,
  instagram: InstagramIcon,
};

const socialNames: Record<SocialNetwork, string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

/** A footer menu link (000 §2.8), already filtered by permission by the caller. */
export interface FooterLink {
  /** Stable id. */
  id: string;
  /** Text of the link. */
  label: string;
  /** External address, opened in a new tab. Omit it and pass `onPress` for a punch-out trigger. */
  href?: string;
  /** Called on click (or Enter or Space) instead of navigating (punch-out triggers such as the vendor price list). */
  onPress?: () => void;
}

/** A social icon link. */
export interface FooterSocialLink {
  /** Which network; picks the icon and the default name. */
  network: SocialNetwork;
  /** The profile address (new tab). */
  href: string;
  /** Accessible name. @default the network's name, e.g. 'LinkedIn' */
  label?: string;
}

/** Every text the footer shows. */
export interface FooterLabels {
  /** Copyright template with `{year}` and `{version}`. @default '© {year} IT Reseller, Inc. All rights reserved. Version {version}' */
  copyright: string;
  /** Name of the footer links navigation. @default 'Footer' */
  navigation: string;
  /** Name of the social links list. @default 'Follow us' */
  social: string;
  /** Hint read after links that open a new tab. @default '(opens in a new tab)' */
  newTabHint: string;
}

export const defaultFooterLabels: FooterLabels = {
  copyright: '© {year} IT Reseller, Inc. All rights reserved. Version {version}',
  navigation: 'Footer',
  social: 'Follow us',
  newTabHint: '(opens in a new tab)',
};

export interface FooterProps {
  /** Copyright year. @default the current year */
  year?: number;
  /** Application version (kept in local storage by the portal). @default '' */
  version?: string;
  /** Footer menu links, already filtered by permission. @default [] */
  links?: readonly FooterLink[];
  /** Social icon links. @default [] */
  socialLinks?: readonly FooterSocialLink[];
  /** The punch-out link: the portal opens the returned HTML form in a new window. `onPress` is called on click. */
  punchOut?: { label: string; onPress: () => void };
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<FooterLabels>;
}

/** The footer of 000 §2.8. Plain HTML links and buttons: a first paint loads no react-aria for it. */
export function Footer({
  year = new Date().getFullYear(),
  version = '',
  links = [],
  socialLinks = [],
  punchOut,
  labels: labelOverrides,
}: FooterProps) {
  const labels = { ...defaultFooterLabels, ...labelOverrides };
  return (
    <footer className={styles.footer}>
      <nav aria-label={labels.navigation} className={styles.row}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.id}>
              {link.href ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {link.label}
                  <span className={visuallyHidden}> {labels.newTabHint}</span>
                </a>
              ) : (
                <button type="button" className={styles.link} onClick={() => link.onPress?.()}>
                  {link.label}
                </button>
              )}
            </li>
          ))}
          {punchOut ? (
            <li>
              <button type="button" className={styles.link} onClick={() => punchOut.onPress()}>
                {punchOut.label}
              </button>
            </li>
          ) : null}
        </ul>
        {socialLinks.length > 0 ? (
          <ul className={styles.social} aria-label={labels.social}>
            {socialLinks.map(({ network, href, label }) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={`${label ?? socialNames[network]} ${labels.newTabHint}`}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </nav>
      <p>{fillTemplate(labels.copyright, { year, version }).trim()}</p>
    </footer>
  );
}
