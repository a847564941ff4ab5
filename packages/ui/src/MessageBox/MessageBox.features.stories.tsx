import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageBox } from './MessageBox';
import { MessageBoxHarness } from './MessageBox.stories';

const meta = {
  title: 'Components/MessageBox/Features',
  component: MessageBox,
  args: { isOpen: false, message: 'Your changes were saved.', onClose: fn() },
  render: (args) => <MessageBoxHarness {...args} />,
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const show = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show message' }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
};

export const Info: Story = {
  args: { type: 'info' },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expect(box).toHaveAccessibleName('Information');
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  args: { type: 'warning', message: 'Very large reports may take up to 15 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(await show(canvasElement)).toHaveAccessibleName('Warning');
  },
};

export const Question: Story = {
  args: { type: 'question', message: 'Remove this item from the cart?' },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expect(within(box).getByRole('button', { name: 'OK' })).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Server Error, please try again later' },
  play: async ({ canvasElement }) => {
    await expect(await show(canvasElement)).toHaveAccessibleName('Error');
  },
};

export const OkCallbackReturningFalseStaysOpen: Story = {
  args: { onOk: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await expect(box).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const OkCallbackReturningTrueCloses: Story = {
  args: { onOk: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CustomButtons: Story = {
  args: {
    type: 'question',
    message: 'Submit the requisition for approval?',
    buttons: [
      { name: 'Submit', type: 'primary', click: fn(() => true) },
      { name: 'Keep editing', type: 'ghost' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expect(within(box).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.buttons?.[0]?.click).toHaveBeenCalledTimes(1);
  },
};

export const HtmlIsSanitised: Story = {
  args: {
    isHtml: true,
    message:
      '<p>Your punchout profile has not been created. <a href="#/account">Set it up</a>.</p>' +
      '<script>window.__messageBoxXss = true</script>' +
      '<img src="x" alt="" onerror="window.__messageBoxXss = true">',
  },
  play: async ({ canvasElement }) => {
    const box = await show(canvasElement);
    await expect(within(box).getByRole('link', { name: 'Set it up' })).toHaveAttribute('href', '#/account');
    await expect(box.querySelector('script')).toBeNull();
    await expect(box.querySelector('[onerror]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect((window as { __messageBoxXss?: boolean }).__messageBoxXss).toBeUndefined();
  },
};

export const KeyboardEscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expect(within(box).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The focus goes back to the trigger in the frame after the box leaves.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Show message' })).toHaveFocus(),
    );
  },
};

export const AboveModals: Story = {
  play: async ({ canvasElement }) => {
    const box = await show(canvasElement);
    let element: HTMLElement | null = box;
    let zIndex = '';
    while (element && !zIndex) {
      const value = getComputedStyle(element).zIndex;
      if (value !== 'auto') zIndex = value;
      element = element.parentElement;
    }
    await expect(zIndex).toBe('12000');
  },
};
