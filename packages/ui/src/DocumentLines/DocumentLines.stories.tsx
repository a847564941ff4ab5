import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentLines } from './DocumentLines';
import { sampleRows } from './DocumentLines.fixtures';

const meta = {
  title: 'Components/DocumentLines',
  component: DocumentLines,
  args: { 'aria-label': 'Cart lines', rows: sampleRows },
} satisfies Meta<typeof DocumentLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Cart lines' });
    await expect(within(table).getByRole('columnheader', { name: 'Extended price' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'C9300-24P-A' })).toBeVisible();
  },
};

export const Playground: Story = { args: { showPricing: true } };
