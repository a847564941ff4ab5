export { AppShell, type AppShellProps } from './AppShell';
export { stickyHeaderHeight } from './headerHeight';
