import { lazy } from 'react';

/**
 * The heavy parts of the shell, each loaded when first shown, so that the first page (Login above all) loads
 * only the frame: the side menu (signed in), the message box (with its
 * HTML sanitiser) and modals (when a call reports a problem or the session times out), and the session watcher
 * (signed in; it runs the session state machine, and its chunk loads beside the page's without holding the
 * first paint).
 */
const loaders = {
  SideMenu: () => import('./lazy/SideMenu'),
  MessageBox: () => import('./lazy/MessageBox'),
  ShellOverlays: () => import('./ShellOverlays'),
  SessionWatcher: () => import('./SessionWatcher'),
  PunchOutLeave: () => import('./PunchOutLeave'),
  Footer: () => import('./lazy/Footer'),
};

export const SideMenu = lazy(loaders.SideMenu);
export const MessageBox = lazy(loaders.MessageBox);
export const ShellOverlays = lazy(loaders.ShellOverlays);
export const SessionWatcher = lazy(loaders.SessionWatcher);
/** A punch-out user's way out (issue 16): only their shell loads it. */
export const PunchOutLeave = lazy(loaders.PunchOutLeave);
/**
 * The footer of the signed-out pages and Login (000 §1): loaded when first shown, beside the page's chunk (the
 * signed-in pages, which never show it, do not carry it in their first paint's code).
 */
export const Footer = lazy(loaders.Footer);

/**
 * Starts loading what a signed-in shell shows at once (the side menu) while the session's start-up calls run,
 * so the menu does not wait for them and then for its own code.
 */
export function preloadSignedInShell(): void {
  void loaders.SideMenu();
}
