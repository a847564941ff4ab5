import type { Shipment } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShipmentContainers } from './ShipmentContainers';

/**
 * A shipment's tracking and containers (issue 17, 001 §3 "Shipment"): the distinct tracking list, each tracking
 * number the carrier's link ('Not Available' stays text), and every container with its items numbered 1…n across
 * all containers.
 */
const item = (indexNumber: number, lineNumber: number, part: string, description: string, quantity = 1) => ({
  indexNumber,
  lineNumber,
  manufacturerPart: part,
  description,
  quantity,
  serialNumbers: [] as string[],
});

const ups = (number: string) => ({
  trackingNumber: number,
  trackingUrl: `https://www.ups.com/track?tracknum=${number}`,
});
const notAvailable = { trackingNumber: 'Not Available', trackingUrl: '' };

const shipment: Shipment = {
  id: '6f1d2c1a-4a52-4c55-9a43-3b7d2b1c0a01',
  number: 'SH-700001',
  orderID: '2a4d38cc-e739-515f-a932-938f9c2ce8a4',
  orderNumber: 'SO-300007',
  carrier: 'UPS',
  shipDate: '2026-11-27',
  shipToName: 'Northwind Health Clinic West',
  containers: [
    {
      ...ups('1Z4201FDAA77793499'),
      items: [
        {
          ...item(1, 1, 'C9200-24P-E', 'Catalyst 9200 24-port PoE+ switch', 2),
          serialNumbers: ['FOC2611X0A2', 'FOC2611X0A3'],
        },
        item(2, 2, 'GLC-TE', 'Copper SFP', 4),
      ],
    },
    { ...ups('1Z4201FDAA77793499'), items: [item(3, 3, 'CAB-C13', 'Power cord', 2)] },
    { ...notAvailable, items: [item(4, 4, 'CUSTOM-RACK', 'Rack installation kit')] },
  ],
  tracking: [ups('1Z4201FDAA77793499'), notAvailable],
};

/** The row of an item by its number (the row's header cell). */
async function itemRow(table: HTMLElement, indexNumber: string) {
  const header = await within(table).findByRole('rowheader', { name: indexNumber });
  return header.closest('[role="row"]') as HTMLElement;
}

const meta = {
  title: 'Orders/ShipmentContainers',
  component: ShipmentContainers,
  args: { shipment },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShipmentContainers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tracking = canvas.getByRole('list', { name: 'Tracking' });
    const entries = within(tracking).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['1Z4201FDAA77793499', 'Not Available']);
    expect(within(tracking).getByRole('link', { name: 'Track 1Z4201FDAA77793499 with UPS' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z4201FDAA77793499',
    );
    // Items run 1…4 across the three containers.
    expect(await itemRow(canvas.getByRole('grid', { name: 'Container 3' }), '4')).toHaveTextContent(
      'CUSTOM-RACK',
    );
    expect(await itemRow(canvas.getByRole('grid', { name: 'Container 2' }), '3')).toHaveTextContent(
      'CAB-C13',
    );
  },
};

export const OneContainer: Story = {
  args: {
    shipment: {
      ...shipment,
      containers: shipment.containers.slice(0, 1),
      tracking: shipment.tracking.slice(0, 1),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('grid')).toHaveLength(1);
    expect(await itemRow(canvas.getByRole('grid'), '1')).toHaveTextContent('FOC2611X0A2, FOC2611X0A3');
  },
};
