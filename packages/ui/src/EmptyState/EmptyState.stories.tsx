import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SearchIcon } from '../icons/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found.')).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    icon: <SearchIcon size={32} />,
    description: 'Try another search term or clear the filters.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
