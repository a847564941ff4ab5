/**
 * The sticky header's height, which AppShell measures and keeps on <html> as a custom property (a phone's or a
 * tablet's header grows by the search row while its search is open): what the header covers
 * at the top of the viewport.
 */
export const headerHeightProperty = '--app-header-height';

/**
 * The sticky header's height as a CSS value, for whatever else sticks to the top of the page (a side panel's
 * `top`) so that it stays below the header: `top: calc(${stickyHeaderHeight} + 1rem)`. 0px outside AppShell.
 */
export const stickyHeaderHeight = `var(${headerHeightProperty}, 0px)`;
