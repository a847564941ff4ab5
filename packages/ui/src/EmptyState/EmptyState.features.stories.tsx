import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SearchIcon } from '../icons/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIconAndDescription: Story = {
  args: { icon: <SearchIcon size={32} />, description: 'No order matches "SO-99".' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records found.')).toBeVisible();
    await expect(canvas.getByText('No order matches "SO-99".')).toBeVisible();
    // The icon is decorative: nothing extra is announced.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" onPress={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

export const TranslatedText: Story = {
  args: { labels: { title: 'Keine Einträge gefunden.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Einträge gefunden.')).toBeVisible();
  },
};
