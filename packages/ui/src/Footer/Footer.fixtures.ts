import type { FooterLink, FooterSocialLink } from './Footer';

export const footerLinks: FooterLink[] = [
  { id: 'home', label: 'Home', href: 'https://www.example.com' },
  { id: 'careers', label: 'Careers', href: 'https://www.example.com/careers' },
  { id: 'privacy', label: 'Privacy Policy', href: 'https://www.example.com/privacy' },
  { id: 'cookies', label: 'Cookie Policy', href: 'https://www.example.com/cookies' },
  { id: 'sitemap', label: 'Sitemap', href: 'https://www.example.com/sitemap' },
  { id: 'contact', label: 'Contact Us', href: 'https://www.example.com/contact' },
];

export const socialLinks: FooterSocialLink[] = [
  { network: 'twitter', href: 'https://x.com/example' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/example' },
  { network: 'facebook', href: 'https://www.facebook.com/example' },
  { network: 'youtube', href: 'https://www.youtube.com/@example' },
  { network: 'instagram', href: 'https://www.instagram.com/example' },
];
