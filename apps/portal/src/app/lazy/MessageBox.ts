// Loaded when a message box first opens: it brings the HTML sanitiser (see ../shellParts.ts).
export { MessageBox as default } from '@b2b-portal/ui';
