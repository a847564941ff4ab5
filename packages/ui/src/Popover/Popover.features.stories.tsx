import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';
import { PopoverHarness } from './Popover.stories';

const meta = {
  title: 'Components/Popover/Features',
  component: Popover,
  args: { title: 'Availability', children: <p>12 in the Berlin warehouse, 40 at the supplier.</p> },
  render: (args) => <PopoverHarness {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stock details' }));
  return within(document.body).findByRole('dialog', { name: 'Availability' });
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // react-aria gives the focus back to the trigger a frame after the popover leaves (a clean-clone run caught
    // the moment between).
    const trigger = within(canvasElement).getByRole('button', { name: 'Stock details' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Availability' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(canvasElement).getByRole('button', { name: 'Stock details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const popover = dialog.closest('[data-placement]') as HTMLElement;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await expect(popover.querySelector('svg')).not.toBeNull();
  },
};

export const AboveModals: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const popover = dialog.parentElement as HTMLElement;
    await expect(Number(getComputedStyle(popover).zIndex)).toBeGreaterThan(1050);
  },
};
