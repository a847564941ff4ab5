import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DownloadToasts } from '../DownloadToasts/DownloadToasts';
import { Footer } from '../Footer/Footer';
import { footerLinks, socialLinks } from '../Footer/Footer.fixtures';
import { Header } from '../Header/Header';
import { documentTypes, portals } from '../Header/Header.fixtures';
import { NewsStrip } from '../NewsStrip/NewsStrip';
import { SideMenu } from '../SideMenu/SideMenu';
import { menuItems, portalLinks } from '../SideMenu/SideMenu.fixtures';
import { AppShell, type AppShellProps } from './AppShell';

/** A signed-in portal page with every slot filled; the menu toggle opens and closes the side menu. */
export function SignedInShell({
  initialMenuOpen = true,
  ...props
}: Partial<AppShellProps> & { initialMenuOpen?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(initialMenuOpen);
  return (
    <AppShell
      header={
        <Header
          user={{ firstName: 'Dana' }}
          logoHref="#/account-overview"
          documentTypes={documentTypes}
          portals={portals}
          showBell
          pendingApprovalsCount={4}
          showCart
          cartCount={3}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          isMenuOpen={menuOpen}
          menuId="side-menu"
          onSearch={fn()}
          onLogout={fn()}
        />
      }
      news={<NewsStrip items={[{ subject: 'Scheduled maintenance Saturday 2 AM–4 AM EST.' }]} />}
      sideMenu={
        <SideMenu
          id="side-menu"
          items={menuItems}
          currentHref="#/orders"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          showSettings
          portalLinks={portalLinks}
          softwareCentralHref="https://software.example.com"
          copyright="© 2026 IT Reseller, Inc."
        />
      }
      isSideMenuOpen={menuOpen}
      onSideMenuClose={() => setMenuOpen(false)}
      breadcrumbs={[{ label: 'Account Overview', href: '#/account-overview' }, { label: 'Orders' }]}
      overlays={
        <DownloadToasts
          toasts={[{ downloadId: 'x', isDownloading: true, downloadProgression: 50 }]}
          onClose={fn()}
        />
      }
      {...props}
    >
      {props.children ?? (
        <>
          <h1>Orders</h1>
          <p>The routed page renders here.</p>
        </>
      )}
    </AppShell>
  );
}

/** A signed-out page: no side menu, the footer shows. */
export function SignedOutShell(props: Partial<AppShellProps>) {
  return (
    <AppShell
      header={<Header user={null} logoHref="#/" />}
      footer={<Footer year={2026} version="v58414" links={footerLinks} socialLinks={socialLinks} />}
      {...props}
    >
      <h1>Welcome</h1>
      <p>Sign in to order.</p>
    </AppShell>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  excludeStories: ['SignedInShell', 'SignedOutShell', 'signedInHeaderLoaded'],
  parameters: { layout: 'fullscreen' },
  args: { children: null },
  render: (args) => <SignedInShell skipLinkLabel={args.skipLinkLabel} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the signed-in header's search form, which mounts once the browser is idle (from a chunk of its own):
 * the pictures show the header as a person sees it a moment after the page is drawn. On a phone the form is
 * there but hidden until its toggle opens it.
 */
export async function signedInHeaderLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => expect(canvasElement.querySelector('header form[role="search"]'), 'the search form').not.toBeNull(),
    { timeout: 10_000 },
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await signedInHeaderLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('The routed page renders here.');
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { skipLinkLabel: 'Skip to main content' },
  // The picture is taken with the header's search form loaded (it mounts once the browser is idle).
  play: async ({ canvasElement }) => signedInHeaderLoaded(canvasElement),
};
