import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { footerLinks, socialLinks } from './Footer.fixtures';

const meta = {
  title: 'Components/Footer/Features',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, version: 'v58414', links: footerLinks, socialLinks },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExternalLinksOpenNewTab: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    const privacy = nav.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SocialIconsHaveNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['X (Twitter)', 'LinkedIn', 'Facebook', 'YouTube', 'Instagram']) {
      await expect(canvas.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
    }
  },
};

export const FilteredLinks: Story = {
  args: { links: footerLinks.filter((link) => link.id !== 'careers') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Careers/ })).not.toBeInTheDocument();
  },
};

export const PunchOutTriggers: Story = {
  args: {
    links: [...footerLinks, { id: 'price-list', label: 'Global Price List', onPress: fn() }],
    punchOut: { label: 'Punch out', onPress: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Global Price List' }));
    await expect(args.links?.at(-1)?.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Punch out' }));
    await expect(args.punchOut?.onPress).toHaveBeenCalledTimes(1);
  },
};
