// Loaded when a signed-out page (or Login) first shows the footer, beside the page's own chunk: a signed-in page,
// which never shows it, does not load it (see ../shellParts.ts).
export { Footer as default } from '@b2b-portal/ui';
