import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../icons/icons';
import { IconButton, iconButtonSizes } from './IconButton';

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { 'aria-label': 'Search', children: <SearchIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} aria-label={`Search (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search (small)' }).getBoundingClientRect().width).toBe(
      32,
    );
    await expect(canvas.getByRole('button', { name: 'Search (large)' }).getBoundingClientRect().width).toBe(
      48,
    );
  },
};

export const NamedByLabelOnly: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
