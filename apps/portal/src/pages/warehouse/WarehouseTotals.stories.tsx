import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WarehouseTotals } from './WarehouseTotals';

/**
 * The warehouse summary's figures (issue 17): the units received, staged for deployment and shipped of the goods
 * found, the value still held, and the same for each location.
 */
const quantities = (received: number, staged: number, shipped: number, heldValue: string) => ({
  received,
  staged,
  shipped,
  heldValue,
});

const meta = {
  title: 'Warehouse/WarehouseTotals',
  component: WarehouseTotals,
  args: {
    totals: quantities(8, 7, 9, '12480.50'),
    locations: [
      {
        id: '0b9a4a52-5c1e-4f6e-9a0b-000000000001',
        code: 'CHI-1',
        name: 'Chicago Distribution Center',
        quantities: quantities(4, 6, 0, '1790.00'),
      },
      {
        id: '0b9a4a52-5c1e-4f6e-9a0b-000000000002',
        code: 'DFW-1',
        name: 'Dallas Integration Center',
        quantities: quantities(0, 1, 6, '1195.00'),
      },
      {
        id: '0b9a4a52-5c1e-4f6e-9a0b-000000000003',
        code: 'RNO-2',
        name: 'Reno Staging Center',
        quantities: quantities(4, 0, 3, '9495.50'),
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WarehouseTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLocations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Totals of the goods found' })).toBeVisible();
    const term = (name: string) => canvas.getAllByText(name, { selector: 'dt' })[0]?.nextElementSibling;
    expect(term('Received')).toHaveTextContent('8');
    expect(term('Staged for Deployment')).toHaveTextContent('7');
    expect(term('Shipped')).toHaveTextContent('9');
    expect(term('Value Held')).toHaveTextContent('$12,480.50');
    const table = await canvas.findByRole('grid', { name: 'By location' });
    const reno = (await within(table).findByText('Reno Staging Center')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(
      within(reno)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '0', '3', '$9,495.50']);
  },
};

/** Nothing matches the filters: the totals are zero and the locations still show, each at zero. */
export const NothingFound: Story = {
  args: {
    totals: quantities(0, 0, 0, '0.00'),
    locations: [
      {
        id: '0b9a4a52-5c1e-4f6e-9a0b-000000000001',
        code: 'CHI-1',
        name: 'Chicago Distribution Center',
        quantities: quantities(0, 0, 0, '0.00'),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('rowheader', { name: 'Chicago Distribution Center' })).toBeVisible();
    expect(canvas.getAllByText('$0.00')).toHaveLength(2);
  },
};

/** A company with no goods at any location: the totals alone, no empty table. */
export const NoLocations: Story = {
  args: { totals: quantities(0, 0, 0, '0.00'), locations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Totals of the goods found' })).toBeVisible();
    expect(canvas.queryByRole('grid')).toBeNull();
  },
};
