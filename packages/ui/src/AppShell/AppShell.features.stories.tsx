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
