import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsStrip } from './NewsStrip';

const meta = {
  title: 'Components/NewsStrip',
  component: NewsStrip,
  parameters: { layout: 'fullscreen' },
  args: { items: [{ id: '1', subject: 'Holiday shipping cut-off is December 18.' }] },
} satisfies Meta<typeof NewsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    await expect(region).toHaveTextContent('Holiday shipping cut-off is December 18.');
  },
};

export const Playground: Story = {};
