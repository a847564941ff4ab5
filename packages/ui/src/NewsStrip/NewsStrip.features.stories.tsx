import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NewsStrip, type NewsStripProps } from './NewsStrip';

const meta = {
  title: 'Components/NewsStrip/Features',
  component: NewsStrip,
  parameters: { layout: 'fullscreen' },
  args: { items: [] },
} satisfies Meta<typeof NewsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItemAsText: Story = {
  args: { items: [{ subject: 'New pricing for support renewals.' }] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    await expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    await expect(region).toHaveTextContent('New pricing for support renewals.');
  },
};

export const SeveralItemsAsList: Story = {
  args: {
    items: [
      { id: '1', subject: 'New pricing for support renewals.' },
      { id: '2', subject: 'Scheduled maintenance Saturday 2 AM–4 AM EST.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoneRendersNothing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

const longSubject =
  'Holiday shipping cut-off is December 18: orders placed after 2 PM EST ship on January 2 with the new carrier rates.';

/** A phone's width (375 px) and the page below the strip, as in the portal. */
function PhonePage({ children }: { children: ReactNode }) {
  return (
    <div style={{ width: 375, outline: '1px dashed gray' }}>
      {children}
      <main style={{ padding: 16 }}>
        <h1 style={{ fontSize: 20 }}>Account Overview</h1>
        <Button variant="secondary">Next control</Button>
      </main>
    </div>
  );
}

/** The portal's way: the strip is no longer rendered once dismissed. */
function Dismissible(props: Omit<NewsStripProps, 'onDismiss'> & { onDismiss: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <PhonePage>
      {dismissed ? null : (
        <NewsStrip
          {...props}
          onDismiss={() => {
            props.onDismiss();
            setDismissed(true);
          }}
        />
      )}
    </PhonePage>
  );
}

/** On a narrow screen: one line, cut to the width; the whole subject is still read by screen readers. */
export const CompactOneLine: Story = {
  args: { items: [{ id: '1', subject: longSubject }], compact: true },
  render: (args) => (
    <PhonePage>
      <NewsStrip {...args} />
    </PhonePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'News' });
    await expect(region).toHaveTextContent(longSubject);
    // One line: no taller than its 32 px buttons and the 2 px above and below.
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(37);
    const paragraph = within(region).getByText(longSubject);
    const line = paragraph.parentElement as HTMLElement;
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Show all news' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The button below the chevron shows the news whole, with the keyboard too. */
export const CompactExpanded: Story = {
  args: {
    items: [
      { id: '1', subject: longSubject },
      { id: '2', subject: 'Scheduled maintenance Saturday 2 AM–4 AM EST.' },
    ],
    compact: true,
  },
  render: (args) => (
    <PhonePage>
      <NewsStrip {...args} />
    </PhonePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'News' });
    const collapsedHeight = region.getBoundingClientRect().height;
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    const expand = canvas.getByRole('button', { name: 'Show all news' });
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight * 2);
    const last = within(region).getByText('Scheduled maintenance Saturday 2 AM–4 AM EST.');
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

/**
 * Dismissed with the keyboard: the strip goes and focus lands on the page's main heading, not on the body.
 */
export const DismissWithKeyboard: Story = {
  args: { items: [{ id: '1', subject: longSubject }], compact: true, onDismiss: fn() },
  render: (args) => <Dismissible {...args} onDismiss={args.onDismiss ?? (() => undefined)} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Show all news' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss news' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Overview' })).toHaveFocus();
    // The next Tab goes on into the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

/** The dismiss button is offered only with `onDismiss`; a wide strip offers no expand button. */
export const WideWithoutButtons: Story = {
  args: { items: [{ id: '1', subject: longSubject }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
