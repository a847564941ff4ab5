import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { DownloadIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Export the list as an Excel file',
    children: (
      <IconButton aria-label="Export">
        <DownloadIcon />
      </IconButton>
    ),
  },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  decorators: [(Story) => <div style={{ padding: '48px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Export the list as an Excel file',
    );
  },
};

export const Playground: Story = { args: { delay: 700, placement: 'bottom', showArrow: true } };
