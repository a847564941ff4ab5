import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';
import { switchSpecs } from './DescriptionList.fixtures';

const meta = {
  title: 'Components/DescriptionList/Features',
  component: DescriptionList,
  args: { groups: switchSpecs },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group is a region named by its title, holding a real term/definition list. */
export const GroupedTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const networking = canvas.getByRole('region', { name: 'Networking' });
    const terms = within(networking).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Ports',
      'PoE budget',
      'Switching capacity',
    ]);
    await expect(within(networking).getAllByRole('definition')).toHaveLength(3);
  },
};

export const EmptyValue: Story = {
  args: { emptyValue: 'Not listed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not listed')).toBeVisible();
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rack units')).toBeVisible();
  },
};

export const Untitled: Story = {
  args: {
    groups: [
      {
        items: [
          { term: 'Order number', description: 'SO-204518' },
          { term: 'PO', description: 'PO-7781' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('SO-204518')).toBeVisible();
  },
};
