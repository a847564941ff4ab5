import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addresses } from '../AddressCard/AddressCard.fixtures';
import { ShipToAssignment } from './ShipToAssignment';
import { shipToBundles, shipToLines } from './ShipToAssignment.fixtures';
import { StatefulShipToAssignment } from './ShipToAssignment.stories';

const [switchLine, opticsLine, cordLine] = shipToLines as [
  (typeof shipToLines)[number],
  (typeof shipToLines)[number],
  (typeof shipToLines)[number],
];
const kit = shipToBundles[0] as (typeof shipToBundles)[number];

const meta = {
  title: 'Components/ShipToAssignment/Features',
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

/** 001 §5: the ship-to choice needs at least one item selected. */
export const AssignWithNothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an item.');
    await expect(args.onAssign).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select bundle ${kit.name}` }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Two lines ticked and assigned by keyboard; their ship-to column shows the address, the ticks clear. */
export const AssignTwoLinesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const first = canvas.getByRole('checkbox', { name: 'Select line 1, C9300-24P-A' });
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select line 2, SFP-10G-SR' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('2 selected')).toBeVisible();
    const choice = canvas.getByRole('button', { name: /Ship selected items to/ });
    await expect(choice).toHaveTextContent('Contoso Ltd. Head Office');
    choice.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(choice).toHaveTextContent('Contoso Pittsburgh Branch');
    // The closed popover hands the focus back to its field a frame later (react-aria restores it in an animation
    // frame); a Tab pressed before that frame would start from <body>.
    await waitFor(() => expect(choice).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Assign' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAssign).toHaveBeenCalledWith({
      itemIDs: [switchLine.id, opticsLine.id],
      bundleIDs: [],
      shipToID: 'a3',
    });
    await expect(canvas.getByRole('row', { name: /C9300-24P-A/ })).toHaveTextContent(
      'Contoso Pittsburgh Branch',
    );
    await expect(canvas.getByRole('row', { name: /SFP-10G-SR/ })).toHaveTextContent(
      'Contoso Pittsburgh Branch',
    );
    await expect(canvas.getByRole('row', { name: /CAB-C13-C14-2M/ })).toHaveTextContent('Not assigned');
    await expect(canvas.getByText('0 selected')).toBeVisible();
  },
};

export const AssignBundleAndLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select bundle ${kit.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select line 3, CAB-C13-C14-2M' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(args.onAssign).toHaveBeenCalledWith({
      itemIDs: [cordLine.id],
      bundleIDs: [kit.id],
      shipToID: 'a1',
    });
    await expect(canvas.getByRole('row', { name: new RegExp(kit.name) })).toHaveTextContent(
      'Contoso Ltd. Head Office',
    );
  },
};

export const CurrentShipTos: Story = {
  args: { assignments: { items: { [opticsLine.id]: 'a2' }, bundles: { [kit.id]: 'a3' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByRole('table', { name: 'Line items' });
    const bundles = canvas.getByRole('table', { name: 'Bundles' });
    await expect(within(lines).getByRole('row', { name: /SFP-10G-SR/ })).toHaveTextContent(
      'Contoso Warehouse',
    );
    await expect(within(lines).getByRole('row', { name: /C9300-24P-A/ })).toHaveTextContent('Not assigned');
    await expect(within(bundles).getByRole('row', { name: new RegExp(kit.name) })).toHaveTextContent(
      'Contoso Pittsburgh Branch',
    );
    await expect(within(lines).getByRole('columnheader', { name: 'Ship to' })).toBeVisible();
  },
};

export const SelectAllAndClearSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(canvas.getByText('4 selected')).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByText('0 selected')).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** Clearing empties every assignment (001 §4: the line-item and bundle ship-to lists are emptied). */
export const ClearAllAssignments: Story = {
  args: { assignments: { items: { [switchLine.id]: 'a2', [cordLine.id]: 'a3' }, bundles: {} } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Clear all assignments' });
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('row', { name: /C9300-24P-A/ })).toHaveTextContent('Not assigned');
    await expect(canvas.getByRole('row', { name: /CAB-C13-C14-2M/ })).toHaveTextContent('Not assigned');
    await expect(clear).toBeDisabled();
  },
};

export const NothingToClear: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear all assignments' })).toBeDisabled();
  },
};

export const AddNewAddress: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new address' }));
    await expect(args.onAddAddress).toHaveBeenCalledTimes(1);
  },
};

export const WithoutOptionalActions: Story = {
  args: { onAddAddress: undefined, onClear: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add new address' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear all assignments' })).not.toBeInTheDocument();
  },
};

export const NoAddressYet: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select line 2, SFP-10G-SR' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByText('Please choose an address.')).toBeVisible();
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

export const LinesOnly: Story = {
  args: { bundles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Bundles' })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Assign' })).toBeDisabled();
  },
};
