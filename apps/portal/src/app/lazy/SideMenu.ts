// Loaded when the signed-in shell first shows the side menu (see ../shellParts.ts).
export { SideMenu as default } from '@b2b-portal/ui';
