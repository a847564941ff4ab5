import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { footerLinks, socialLinks } from './Footer.fixtures';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, version: 'v58414', links: footerLinks, socialLinks },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('© 2026 IT Reseller, Inc. All rights reserved. Version v58414'),
    ).toBeVisible();
  },
};

export const Playground: Story = {};
