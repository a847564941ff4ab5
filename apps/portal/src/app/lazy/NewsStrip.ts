// Loaded when the signed-in shell has news to show (see ../shellParts.ts).
export { NewsStrip as default } from '@b2b-portal/ui';
