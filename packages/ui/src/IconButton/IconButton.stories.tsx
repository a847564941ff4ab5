import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../icons/icons';
import { IconButton, iconButtonSizes } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', children: <CloseIcon />, onPress: fn() },
  argTypes: { size: { control: 'inline-radio', options: iconButtonSizes } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};
