import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stepper } from './Stepper';

/**
 * The stepper fits its box from 320 px up and never wraps (issue 16): every step's name on one line where they fit
 * (from 50rem), the markers alone with "Step 3 of 6: Shipping" under them where they do not. The
 * `viewport-<width>` tag renders a story in a page that wide; each asserts one line of markers and no sideways
 * scrolling.
 */
const meta = {
  title: 'Components/Stepper/Layouts',
  component: Stepper,
  args: { currentStepId: 'shipping', onStepPress: fn() },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps sit on one line, and neither the stepper nor the page scrolls sideways. */
async function expectOneLine(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Checkout steps' });
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(6);
  const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
  await expect([...tops], 'the steps wrap onto another line').toHaveLength(1);
  await expect(list.scrollWidth, 'the steps scroll sideways').toBeLessThanOrEqual(list.clientWidth);
  await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    window.innerWidth,
  );
  return { list, items };
}

const progressLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-stepper-progress]');

/** A phone: the markers, and "Step 3 of 6: Shipping" under them. */
export const At320: Story = {
  name: 'At 320 px: compact',
  tags: ['viewport-320'],
  play: async ({ canvasElement }) => {
    const { items } = await expectOneLine(canvasElement);
    await waitFor(() => expect(progressLine(canvasElement)).toBeVisible());
    await expect(progressLine(canvasElement)).toHaveTextContent('Step 3 of 6: Shipping');
    // The names are not shown, but still read: each item names its step and status.
    await expect(within(items[2] as HTMLElement).queryByText('Shipping', { exact: true })).not.toBeVisible();
    await expect(items[2]).toHaveTextContent('Shipping, current step');
    // The completed steps stay buttons of at least 24 by 24 px (WCAG 2.5.8).
    const back = within(items[0] as HTMLElement).getByRole('button', { name: 'Order details, completed' });
    const box = back.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

/** A tablet, or a panel beside a summary: still compact, on one line. */
export const At768: Story = {
  name: 'At 768 px: compact',
  tags: ['viewport-768'],
  play: async ({ canvasElement }) => {
    await expectOneLine(canvasElement);
    await expect(progressLine(canvasElement)).toBeVisible();
    await expect(progressLine(canvasElement)).toHaveTextContent('Step 3 of 6: Shipping');
  },
};

/** A laptop: every step's name, on one line, and no compact line. */
export const At1440: Story = {
  name: 'At 1440 px: every name',
  tags: ['viewport-1440'],
  play: async ({ canvasElement }) => {
    const { items } = await expectOneLine(canvasElement);
    await expect(
      within(items[1] as HTMLElement).getByText('Billing and payment', { exact: true }),
    ).toBeVisible();
    await expect(progressLine(canvasElement)).not.toBeVisible();
  },
};
