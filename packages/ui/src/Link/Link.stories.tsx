import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, linkTones } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#/account', children: 'My Account' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones }, external: { control: 'boolean' } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '#/account',
    );
  },
};

export const Playground: Story = {};
