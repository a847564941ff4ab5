import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentList } from './AttachmentList';
import { attachments } from './AttachmentList.fixtures';

const meta = {
  title: 'Components/AttachmentList/Features',
  component: AttachmentList,
  args: { attachments, onDownload: fn(), onDelete: fn() },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FileDetails: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Attachments' }));
    const [first] = list.getAllByRole('listitem');
    const item = within(first as HTMLElement);
    await expect(item.getByText('PO-44817.pdf')).toBeVisible();
    await expect(item.getByText('(242.5 KB)')).toBeVisible();
    await expect(item.getByText('Signed purchase order')).toBeVisible();
    await expect(item.getByText('Uploaded by Dana Whitaker on 03/04/2026 09:20 AM')).toBeVisible();
  },
};

export const DownloadLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download network-diagram.png' });
    await expect(link).toHaveAttribute('href', '/files/network-diagram.png');
    await expect(link).toHaveAttribute('download', 'network-diagram.png');
  },
};

export const DeleteWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download PO-44817.pdf' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete PO-44817.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(attachments[0]);
  },
};

export const ReadOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No attachments.')).toBeVisible();
  },
};
