import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';
import { ModalHarness } from './Modal.stories';

const meta = {
  title: 'Components/Modal/Features',
  component: Modal,
  args: {
    isOpen: false,
    onOpenChange: () => {},
    title: 'No data found',
    children: 'There is no data for the selected criteria.',
  },
  render: (args) => <ModalHarness {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openModal = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
};

export const DefaultWidthIsSixtyPercent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'No data found');
    const modal = dialog.parentElement as HTMLElement;
    const ratio = modal.getBoundingClientRect().width / window.innerWidth;
    await expect(ratio).toBeGreaterThan(0.55);
    await expect(ratio).toBeLessThan(0.65);
    await expect(getComputedStyle(modal.parentElement as HTMLElement).zIndex).toBe('1050');
  },
};

/** A title that wraps on a phone leaves the close mark its whole size (it shrank to 26 px wide beside the text). */
export const OnAPhoneLongTitle: Story = {
  name: 'On a phone: a long title beside a whole close mark',
  tags: ['viewport-320'],
  args: { title: 'Choose the lines to reorder' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Choose the lines to reorder');
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.width).toBeCloseTo(close.height, 0);
    await expect(close.width).toBeGreaterThanOrEqual(32);
  },
};

export const Small: Story = {
  args: { size: 'small', title: 'Small modal' },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Small modal');
    await expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBeLessThanOrEqual(
      400,
    );
  },
};

export const Large: Story = {
  args: { size: 'large', title: 'Large modal' },
  play: async ({ canvasElement }) => {
    await expect(await openModal(canvasElement, 'Large modal')).toBeVisible();
  },
};

export const ExtraLarge: Story = {
  args: { size: 'extraLarge', title: 'Extra-large modal' },
  play: async ({ canvasElement }) => {
    await expect(await openModal(canvasElement, 'Extra-large modal')).toBeVisible();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'No data found');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The focus goes back to the trigger in the frame after the dialog leaves.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Open modal' })).toHaveFocus(),
    );
  },
};

export const CloseButtonAndFooter: Story = {
  render: (args) => <ModalHarness {...args} footer={<Button variant="primary">OK</Button>} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'No data found');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Content taller than the dialog scrolls in a focusable region named by the title, so the keyboard can scroll it. */
export const LongContentScrollsByKeyboard: Story = {
  args: {
    title: 'Terms and conditions',
    children: Array.from({ length: 60 }, (_, index) => `clause-${index + 1}`).map((clause) => (
      <p key={clause}>{clause}: the buyer accepts the seller's standard terms of sale.</p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Terms and conditions');
    const region = await within(dialog).findByRole('region', { name: 'Terms and conditions' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // After the close button the keyboard reaches the scrolling body (the browser then scrolls the focused
    // region with the arrow and page keys).
    for (let stop = 0; stop < 3 && document.activeElement !== region; stop += 1) await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const ShortContentIsNotATabStop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'No data found');
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  },
};

/**
 * On a 320 px phone (WCAG 1.4.10) a dialog of the default size takes the screen's width, not 60 % of it (173 px,
 * which cut its fields off at the dialog's edge): a form inside fits, each field within the dialog.
 */
export const OnAPhone: Story = {
  name: 'On a phone: the dialog takes the width and its fields fit',
  tags: ['viewport-320'],
  args: {
    title: 'Add Contact',
    children: (
      <div
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        <TextField label="First name" isRequired />
        <TextField label="E-mail" type="email" isRequired />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Add Contact');
    const modal = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(modal.width, 'the dialog is as wide as the screen allows').toBeGreaterThan(
      window.innerWidth * 0.9,
    );
    for (const name of ['First name', 'E-mail']) {
      const field = within(dialog).getByRole('textbox', { name });
      await expect(field.getBoundingClientRect().right, `${name} inside the dialog`).toBeLessThanOrEqual(
        modal.right,
      );
      await expect(field.getBoundingClientRect().width, `${name} wide enough to type in`).toBeGreaterThan(
        200,
      );
    }
    await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
