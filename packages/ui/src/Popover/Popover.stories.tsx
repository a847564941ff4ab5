import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, type PopoverProps } from './Popover';

/** Opens the popover from a button, the way pages do. */
export function PopoverHarness(
  props: Omit<PopoverProps, 'children'> & { children?: PopoverProps['children'] },
) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Stock details</Button>
      <Popover {...props}>{props.children ?? <p>12 in the Berlin warehouse, 40 at the supplier.</p>}</Popover>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Popover',
  excludeStories: ['PopoverHarness'],
  component: Popover,
  args: { title: 'Availability', children: <p>12 in the Berlin warehouse, 40 at the supplier.</p> },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => <PopoverHarness {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stock details' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Availability' });
    await expect(dialog).toBeVisible();
  },
};

export const Playground: Story = { args: { showArrow: true, placement: 'bottom' } };
