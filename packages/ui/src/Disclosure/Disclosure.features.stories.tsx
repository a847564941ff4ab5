import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure/Features',
  component: Disclosure,
  args: {
    title: 'Delivery terms',
    children: 'Orders placed before 14:00 ship the same working day.',
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsedByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delivery terms' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText(/same working day/)).not.toBeVisible();
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delivery terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/same working day/)).toBeVisible();
  },
};

const onExpandedChange = fn();

export const KeyboardToggles: Story = {
  args: { onExpandedChange },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery terms' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Delivery terms' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delivery terms' })).toBeDisabled();
  },
};
