import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GridIcon, ListIcon } from '../icons/icons';
import { ToggleButton, ToggleButtonGroup, toggleButtonGroupSizes } from './ToggleButtonGroup';

/**
 * A choice of one among a few options that changes how something is shown: the shop's grid or list. A radio
 * group to a screen reader (each button a radio, `aria-checked`); one option is always chosen.
 */
const meta = {
  title: 'Components/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    label: 'View',
    defaultSelectedKey: 'grid',
    onSelectionChange: fn(),
    children: null,
  },
  argTypes: { size: { control: 'inline-radio', options: toggleButtonGroupSizes } },
  // Room for the focus ring (2 px outside its button, 2 px off) in the pictures; each in both themes.
  decorators: [
    (Story) => (
      <div style={{ padding: '4px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { themes: ['light', 'dark'] } },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="grid">Grid</ToggleButton>
      <ToggleButton id="list">List</ToggleButton>
    </ToggleButtonGroup>
  ),
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    const grid = within(group).getByRole('radio', { name: 'Grid' });
    const list = within(group).getByRole('radio', { name: 'List' });
    await expect(grid).toHaveAttribute('aria-checked', 'true');
    await expect(list).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-checked', 'true');
    await expect(grid).toHaveAttribute('aria-checked', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('list');
    // Pressing the chosen option again keeps it chosen: one is always chosen.
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    list.blur();
  },
};

/** The second option chosen: filled with the primary colour, the other framed. */
export const Selected: Story = {
  args: { defaultSelectedKey: 'list' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    await expect(within(group).getByRole('radio', { name: 'List' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Grid' })).not.toBeChecked();
  },
};

/** Tab enters at the chosen option and shows the focus ring; the arrow keys move; Space chooses. */
export const FocusVisible: Story = {
  name: 'Focus visible',
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    const grid = within(group).getByRole('radio', { name: 'Grid' });
    const list = within(group).getByRole('radio', { name: 'List' });
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    await expect(grid).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    // Moving does not choose; Space does.
    await expect(list).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(list).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('list');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(grid).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('grid');
    // For the picture: the ring on the option that is not chosen.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
  },
};

/** The whole group disabled: nothing can be chosen, nothing takes the focus. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    const list = within(group).getByRole('radio', { name: 'List' });
    await expect(list).toBeDisabled();
    // Still said and shown: Grid is the chosen one.
    await expect(within(group).getByRole('radio', { name: 'Grid' })).toBeDisabled();
    await expect(within(group).getByRole('radio', { name: 'Grid' })).toBeChecked();
    await userEvent.click(list);
    await expect(list).not.toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(false);
  },
};

/** One option disabled: the arrow keys pass over it. */
export const DisabledOption: Story = {
  name: 'One option disabled',
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="grid">Grid</ToggleButton>
      <ToggleButton id="table" isDisabled>
        Table
      </ToggleButton>
      <ToggleButton id="list">List</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    const table = within(group).getByRole('radio', { name: 'Table' });
    await expect(table).toBeDisabled();
    await userEvent.click(table);
    await expect(table).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'List' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    within(group).getByRole('radio', { name: 'List' }).blur();
  },
};

/** An icon before each label, as the shop's view switch; the label names the button. */
export const IconAndLabel: Story = {
  name: 'Icon and label',
  args: { size: 'small' },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="grid" icon={<GridIcon size={16} />}>
        Grid
      </ToggleButton>
      <ToggleButton id="list" icon={<ListIcon size={16} />}>
        List
      </ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'View' });
    const list = within(group).getByRole('radio', { name: 'List' });
    await expect(list.querySelector('svg')).not.toBeNull();
    await userEvent.click(list);
    await expect(list).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('list');
    // 'small': 32 px high, beside small buttons.
    await expect(Math.round(group.getBoundingClientRect().height)).toBe(32);
    list.blur();
  },
};

/** The label kept for screen readers only, where a heading beside it says what the options are of. */
export const HiddenLabel: Story = {
  name: 'Hidden label',
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    // Clipped to a pixel: not drawn.
    await expect(within(canvasElement).getByText('View').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};

export const Playground: Story = { args: { size: 'medium', isDisabled: false } };
