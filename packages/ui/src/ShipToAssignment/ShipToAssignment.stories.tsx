import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses } from '../AddressCard/AddressCard.fixtures';
import { ShipToAssignment, type ShipToAssignmentProps, type ShipToAssignments } from './ShipToAssignment';
import { shipToBundles, shipToLines } from './ShipToAssignment.fixtures';

/** Applies Assign and Clear to the assignments the way the checkout page does. */
export function StatefulShipToAssignment(props: ShipToAssignmentProps) {
  const [assignments, setAssignments] = useState<ShipToAssignments>(props.assignments);
  return (
    <ShipToAssignment
      {...props}
      assignments={assignments}
      onAssign={(request) => {
        setAssignments((current) => ({
          items: {
            ...current.items,
            ...Object.fromEntries(request.itemIDs.map((id) => [id, request.shipToID])),
          },
          bundles: {
            ...current.bundles,
            ...Object.fromEntries(request.bundleIDs.map((id) => [id, request.shipToID])),
          },
        }));
        props.onAssign(request);
      }}
      onClear={
        props.onClear
          ? () => {
              setAssignments({ items: {}, bundles: {} });
              props.onClear?.();
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/ShipToAssignment',
  excludeStories: ['StatefulShipToAssignment'],
  component: ShipToAssignment,
  args: {
    lines: shipToLines,
    bundles: shipToBundles,
    addresses,
    assignments: { items: {}, bundles: {} },
    onAssign: fn(),
    onAddAddress: fn(),
    onClear: fn(),
  },
  render: (args) => <StatefulShipToAssignment {...args} />,
} satisfies Meta<typeof ShipToAssignment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select line 1, C9300-24P-A' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select line 3, CAB-C13-C14-2M' }));
    await userEvent.click(canvas.getByRole('button', { name: /Ship selected items to/ }));
    await userEvent.click(await body.findByRole('option', { name: /^Contoso Warehouse/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(args.onAssign).toHaveBeenCalledWith({
      itemIDs: [shipToLines[0]?.id, shipToLines[2]?.id],
      bundleIDs: [],
      shipToID: 'a2',
    });
  },
};

export const Playground: Story = {
  args: { assignments: { items: { [shipToLines[1]?.id ?? '']: 'a3' }, bundles: {} } },
};
