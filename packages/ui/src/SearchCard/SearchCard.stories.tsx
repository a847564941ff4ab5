import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Select } from '../Select';
import { SearchCard } from './SearchCard';

const meta = {
  title: 'Components/SearchCard',
  component: SearchCard,
  args: { title: 'Search orders', onSearch: fn(), onReset: fn() },
  render: (args) => (
    <SearchCard {...args}>
      <Select
        name="status"
        label="Status"
        defaultSelectedKey="all"
        options={[
          { id: 'all', label: 'All' },
          { id: 'open', label: 'Open' },
          { id: 'closed', label: 'Closed' },
        ]}
      />
    </SearchCard>
  ),
} satisfies Meta<typeof SearchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Search orders' });
    await expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultKeyword: 'SO-1001', isCollapsible: false } };
