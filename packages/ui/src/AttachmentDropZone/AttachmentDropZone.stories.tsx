import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentDropZone, attachmentAccepts } from './AttachmentDropZone';

const meta = {
  title: 'Components/AttachmentDropZone',
  component: AttachmentDropZone,
  args: { onChange: fn() },
  argTypes: { accept: { control: 'inline-radio', options: attachmentAccepts } },
} satisfies Meta<typeof AttachmentDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'quote-1042.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('quote-1042.pdf')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'quote-1042.pdf' }), description: '' },
    ]);
  },
};

export const Playground: Story = { args: { requireDescription: true, accept: 'any', allowsMultiple: true } };
