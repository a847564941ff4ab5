import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link/Features',
  component: Link,
  args: { href: '#/help', children: 'Help' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const External: Story = {
  args: { href: 'https://software.example.com', children: 'Software Central', external: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Software Central (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InheritTone: Story = {
  args: { tone: 'inherit' },
  render: (args) => (
    <p style={{ color: 'inherit' }}>
      Need assistance? <Link {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Help' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Help' })).toHaveFocus();
  },
};
