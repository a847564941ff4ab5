import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentList } from './AttachmentList';
import { attachments } from './AttachmentList.fixtures';

const meta = {
  title: 'Components/AttachmentList',
  component: AttachmentList,
  args: { attachments, onDownload: fn(), onDelete: fn() },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PO-44817.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(attachments[0]);
  },
};

export const Playground: Story = {};
