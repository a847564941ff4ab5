import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './AppShell';
import { SignedInShell, SignedOutShell, signedInHeaderLoaded } from './AppShell.stories';

const meta = {
  title: 'Components/AppShell/Features',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SkipLinkMovesFocusToMain: Story = {
  render: () => <SignedInShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hashBefore = window.location.hash;
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.hash).toBe(hashBefore);
    await signedInHeaderLoaded(canvasElement);
    // The picture at the top of the page (the skip link scrolled <main> to just below the sticky header).
    window.scrollTo(0, 0);
  },
};

export const MenuToggleHidesSideMenu: Story = {
  render: () => <SignedInShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await signedInHeaderLoaded(canvasElement);
  },
};

/**
 * A page longer than the screen: the side menu's column, its colour and its edge, run down to the end of the page,
 * not only as far as the menu's panel (one screen high). The picture is the whole page.
 */
export const LongPageMenuColumnRunsDown: Story = {
  render: () => (
    <SignedInShell>
      <div style={{ height: '1600px' }}>
        <h1>Orders</h1>
        <p>A long page.</p>
      </div>
    </SignedInShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    const column = menu.parentElement?.parentElement as HTMLElement;
    const main = canvas.getByRole('main');
    await signedInHeaderLoaded(canvasElement);
    // The column reaches the page's end, and draws its own edge there (the panel's border stops a screen down).
    await expect(column.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    await expect(getComputedStyle(column).boxShadow).toMatch(/inset/);
    await expect(menu.parentElement?.getBoundingClientRect().bottom ?? 0).toBeLessThan(
      column.getBoundingClientRect().bottom,
    );
  },
};

export const NoBreadcrumbsNoBar: Story = {
  render: () => <SignedInShell breadcrumbs={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Breadcrumb' }),
    ).not.toBeInTheDocument();
    await signedInHeaderLoaded(canvasElement);
  },
};

export const SignedOutWithFooter: Story = {
  render: () => <SignedOutShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/**
 * A long page: the side menu's column has the menu's colour down to the end of the page and the menu sticks below
 * the sticky header (not under it); a control that takes the focus scrolls into view below the header, as the
 * page's scroll padding is the header's measured height (WCAG 2.2 2.4.11).
 */
export const LongPageStickyHeader: Story = {
  render: () => (
    <SignedInShell>
      <h1>Orders</h1>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={String(index)}>
          <a href={`#/orders?page=${index + 1}`}>Order page {index + 1}</a>
        </p>
      ))}
    </SignedInShell>
  ),
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const root = document.documentElement;
    await waitFor(() =>
      expect(root.style.getPropertyValue('--app-header-height')).toBe(
        `${header.getBoundingClientRect().height}px`,
      ),
    );
    await expect(Number.parseFloat(getComputedStyle(root).scrollPaddingTop)).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().height,
    );
    // Scrolled to the end: the menu starts below the header and reaches the bottom of the viewport.
    window.scrollTo(0, root.scrollHeight);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom - 1,
      ),
    );
    await expect(Math.round(menu.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // Shift+Tab from below the fold up to a link the header would cover: it scrolls into view below the header.
    window.scrollTo(0, root.scrollHeight);
    const link = canvas.getByRole('link', { name: 'Order page 3' });
    link.focus();
    const box = link.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    window.scrollTo(0, 0);
    await signedInHeaderLoaded(canvasElement);
  },
};

/**
 * A phone (375 px): the open side menu is a modal drawer over the page. It opens from the toggle with the focus on
 * its close button, and the header and page behind it are inert (Tab stays in the menu).
 */
async function openNarrowMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await signedInHeaderLoaded(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  const close = await canvas.findByRole('button', { name: 'Close menu' });
  await waitFor(() => expect(close).toHaveFocus());
  await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return { canvas, toggle, close };
}

async function expectClosedWithFocusOnToggle(canvasElement: HTMLElement, toggle: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
  );
  await expect(canvas.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(toggle).toHaveFocus());
}

export const NarrowMenuOpenIsModal: Story = {
  tags: ['viewport-375'],
  render: () => <SignedInShell initialMenuOpen={false} isSideMenuModal />,
  play: async ({ canvasElement }) => {
    const { canvas, toggle, close } = await openNarrowMenu(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The page behind is inert: Tab and Shift+Tab never reach the header or the page.
    const banner = canvas.getByRole('banner', { hidden: true });
    const main = canvas.getByRole('main', { hidden: true });
    await expect(banner.closest('[inert]')).not.toBeNull();
    await expect(main.closest('[inert]')).not.toBeNull();
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(banner.contains(document.activeElement)).toBe(false);
      await expect(main.contains(document.activeElement)).toBe(false);
    }
    close.focus();
    await userEvent.tab({ shift: true });
    await expect(banner.contains(document.activeElement)).toBe(false);
    close.focus();
  },
};

export const NarrowMenuEscapeCloses: Story = {
  tags: ['viewport-375'],
  parameters: { visual: { disable: true } },
  render: () => <SignedInShell initialMenuOpen={false} isSideMenuModal />,
  play: async ({ canvasElement }) => {
    const { canvas, toggle } = await openNarrowMenu(canvasElement);
    // Escape from deep inside the menu, not only from its close button.
    canvas.getByRole('link', { name: 'Help' }).focus();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOnToggle(canvasElement, toggle);
  },
};

export const NarrowMenuBackdropCloses: Story = {
  tags: ['viewport-375'],
  parameters: { visual: { disable: true } },
  render: () => <SignedInShell initialMenuOpen={false} isSideMenuModal />,
  play: async ({ canvasElement }) => {
    const { toggle } = await openNarrowMenu(canvasElement);
    // A tap on the dimmed page to the right of the 256 px menu.
    const backdrop = document.elementFromPoint(340, 400);
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await expectClosedWithFocusOnToggle(canvasElement, toggle);
  },
};

export const NarrowMenuCloseButtonCloses: Story = {
  tags: ['viewport-375'],
  parameters: { visual: { disable: true } },
  render: () => <SignedInShell initialMenuOpen={false} isSideMenuModal />,
  play: async ({ canvasElement }) => {
    const { close, toggle } = await openNarrowMenu(canvasElement);
    await userEvent.click(close);
    await expectClosedWithFocusOnToggle(canvasElement, toggle);
  },
};
