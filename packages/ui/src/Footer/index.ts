export {
  defaultFooterLabels,
  Footer,
  type FooterLabels,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type SocialNetwork,
  socialNetworks,
} from './Footer';
