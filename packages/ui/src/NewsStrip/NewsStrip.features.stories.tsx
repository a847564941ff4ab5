import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsStrip } from './NewsStrip';

const meta = {
  title: 'Components/NewsStrip/Features',
  component: NewsStrip,
  parameters: { layout: 'fullscreen' },
  args: { items: [] },
} satisfies Meta<typeof NewsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItemAsText: Story = {
  args: { items: [{ subject: 'New pricing for support renewals.' }] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    await expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    await expect(region).toHaveTextContent('New pricing for support renewals.');
  },
};

export const SeveralItemsAsList: Story = {
  args: {
    items: [
      { id: '1', subject: 'New pricing for support renewals.' },
      { id: '2', subject: 'Scheduled maintenance Saturday 2 AM–4 AM EST.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoneRendersNothing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
