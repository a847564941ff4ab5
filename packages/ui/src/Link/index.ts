export { Link, type LinkProps, type LinkTone, linkTones } from './Link';
