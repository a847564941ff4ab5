import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { shape: 'text', lines: 2 },
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(shapes).toHaveLength(2);
    // Hidden from assistive technology: nothing is announced while loading.
    await expect(shapes[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Rect: Story = {
  args: { shape: 'rect', width: 240, height: 120 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(rect.getBoundingClientRect().width).toBe(240);
    await expect(rect.getBoundingClientRect().height).toBe(120);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', height: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
    await expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  },
};

export const StopsPulsingWithReducedMotion: Story = {
  args: { shape: 'rect', width: 120, height: 40 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(rect).animationName === 'none').toBe(reduced);
  },
};

/** Lets the story's orders arrive (see LoadingOrders). */
let arrive = () => {};

/**
 * The loading region carries aria-busy until the content arrives. The content waits for the play function's go,
 * once it has seen the region busy: a 300 ms timer from the first render could run out before the play function
 * looked on a loaded machine.
 */
function LoadingOrders() {
  // Made as the story renders, not in an effect: React runs effects after the first paint, and the play function
  // could give its go before one had run.
  const [arrived] = useState(
    () =>
      new Promise<void>((resolve) => {
        arrive = resolve;
      }),
  );
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void arrived.then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [arrived]);
  return (
    <section aria-label="Orders" aria-busy={!loaded}>
      {loaded ? <p>SO-10442, SO-10443</p> : <Skeleton lines={2} width={240} />}
    </section>
  );
}

export const AriaBusyRegion: Story = {
  render: () => <LoadingOrders />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    arrive();
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(within(region).getByText('SO-10442, SO-10443')).toBeVisible();
  },
};
