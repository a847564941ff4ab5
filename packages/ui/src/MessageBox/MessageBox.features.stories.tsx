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

/** The box opened with the focus on the button named `name`. */
const expectFocusOn = async (box: HTMLElement, name: string) =>
  expect(within(box).getByRole('button', { name })).toHaveFocus();

export const Info: Story = {
  args: { type: 'info' },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expect(box).toHaveAccessibleName('Information');
    await expectFocusOn(box, 'OK');
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  args: { type: 'warning', message: 'Very large reports may take up to 15 minutes.' },
  play: async ({ canvasElement }) => {
    const box = await show(canvasElement);
    await expect(box).toHaveAccessibleName('Warning');
    await expectFocusOn(box, 'OK');
  },
};

/** A question whose answer is easily undone opens on its OK. */
export const Question: Story = {
  args: { type: 'question', message: 'Copy the saved cart into your cart?' },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expectFocusOn(box, 'OK');
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorType: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Server Error, please try again later' },
  play: async ({ canvasElement }) => {
    const box = await show(canvasElement);
    await expect(box).toHaveAccessibleName('Error');
    // Its only button, whatever its style: an error box asks nothing to be undone.
    await expectFocusOn(box, 'OK');
  },
};

export const OkCallbackReturningFalseStaysOpen: Story = {
  args: { onOk: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expectFocusOn(box, 'OK');
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
    await expectFocusOn(box, 'OK');
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
    // Not destructive (no danger button): the first answer has the focus.
    await expectFocusOn(box, 'Submit');
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.buttons?.[0]?.click).toHaveBeenCalledTimes(1);
  },
};

/**
 * A destructive question (`isDestructive`) opens on Cancel, the least destructive answer: Enter pressed by habit
 * closes the box and deletes nothing. Its OK takes the danger style.
 */
export const DestructiveQuestion: Story = {
  args: {
    type: 'question',
    isDestructive: true,
    message: 'Delete the saved cart Closet refresh?',
    labels: { ok: 'Yes', cancel: 'No' },
    onOk: fn(() => true),
  },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expectFocusOn(box, 'No');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onOk).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Asked again, the person moves to Yes on purpose.
    const again = await show(canvasElement);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expectFocusOn(again, 'Yes');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    // Left open for the picture: Yes in the danger style, No focused.
    await expectFocusOn(await show(canvasElement), 'No');
  },
};

/** Custom buttons with a danger one make the box destructive by themselves: it opens on the answer that keeps. */
export const DangerButtonFocusesTheSafeAnswer: Story = {
  args: {
    type: 'question',
    title: 'Delete user',
    message: 'Delete Dana Buyer? This cannot be undone.',
    buttons: [
      { name: 'Delete user', type: 'danger', click: fn(() => true) },
      { name: 'Keep user', type: 'secondary' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const box = await show(canvasElement);
    await expectFocusOn(box, 'Keep user');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.buttons?.[0]?.click).not.toHaveBeenCalled();
    // Left open for the picture: the safe answer focused beside the danger one.
    await show(canvasElement);
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
    await expectFocusOn(box, 'OK');
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
    await expectFocusOn(box, 'OK');
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
