import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';

/** Live examples of the Button usage page (Button.mdx): the hierarchy of actions. */
const meta = {
  title: 'Components/Button/Usage examples',
  component: Button,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = { display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' } as const;

/** Do: one primary action for the step's purpose, secondary for the alternative, ghost for the way out. */
export const OnePrimaryAction: Story = {
  render: () => (
    <div style={bar}>
      <Button variant="ghost">Cancel</Button>
      <Button variant="secondary">Save as draft</Button>
      <Button variant="primary">Submit requisition</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    // The primary action comes last in reading order, where the eye ends.
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Cancel',
      'Save as draft',
      'Submit requisition',
    ]);
  },
};

/** Do: a destructive action is `danger`, named with its verb and object, and asks to confirm in a message box. */
export const DestructiveAction: Story = {
  render: () => (
    <div style={bar}>
      <Button variant="secondary">Keep the cart</Button>
      <Button variant="danger">Delete cart</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete cart' })).toBeVisible();
  },
};

/** Don't: three primaries compete; nobody can tell which one moves the task on. */
export const DontCompetingPrimaries: Story = {
  render: () => (
    <div style={bar}>
      <Button variant="primary">Cancel</Button>
      <Button variant="primary">Save as draft</Button>
      <Button variant="primary">Submit requisition</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
