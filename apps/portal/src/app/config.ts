/**
 * The reseller's external links (footer, side menu, header portals). They are the reseller's marketing
 * addresses, not company data, so they live with the portal build; a deployment edits this file.
 */
export const externalLinks = {
  footer: [
    { id: 'home', key: 'Footer.Home', href: 'https://www.itreseller.example/' },
    { id: 'careers', key: 'Footer.Careers', href: 'https://www.itreseller.example/careers' },
    { id: 'privacy', key: 'Footer.Privacy', href: 'https://www.itreseller.example/privacy' },
    { id: 'cookies', key: 'Footer.CookiePolicy', href: 'https://www.itreseller.example/cookie-policy' },
    { id: 'sitemap', key: 'Footer.Sitemap', href: 'https://www.itreseller.example/sitemap' },
    { id: 'contact', key: 'Footer.ContactUs', href: 'https://www.itreseller.example/contact' },
  ],
  social: [
    { network: 'twitter', href: 'https://twitter.com/itreseller' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/itreseller' },
    { network: 'facebook', href: 'https://www.facebook.com/itreseller' },
    { network: 'youtube', href: 'https://www.youtube.com/@itreseller' },
    { network: 'instagram', href: 'https://www.instagram.com/itreseller' },
  ],
  portals: [
    { id: 'partner-a', label: 'Partner Support Portal', href: 'https://support.partner-a.example/' },
    { id: 'partner-b', label: 'Licensing Portal', href: 'https://licensing.partner-b.example/' },
  ],
  softwareCentral: 'https://software.manufacturer.example/central',
} as const;

/** The version shown in the footer (002 §9 build label); kept in local storage as the documents say. */
export const APP_VERSION = 'v58414';
