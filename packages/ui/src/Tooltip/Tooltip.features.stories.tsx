import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { DownloadIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip/Features',
  component: Tooltip,
  args: {
    content: 'Export the list as an Excel file',
    children: (
      <IconButton aria-label="Export">
        <DownloadIcon />
      </IconButton>
    ),
  },
  decorators: [(Story) => <div style={{ padding: '48px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFocusShowsAtOnce: Story = {
  args: { delay: 5000 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 1000 });
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const HoverAfterDelay: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    // Tooltips are "warm" for half a second after one closes (react-aria shows the next at once, as a user
    // moving along a toolbar expects): a story played right after another one's tooltip waits that out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // A pointer press elsewhere first, as a mouse user would: hover tooltips follow pointer use.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Export' }));
    // Not at once: the delay keeps tooltips from flickering while the pointer passes over.
    await expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
  },
};

export const Placement: Story = {
  args: { placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};
