import { type KeyboardEvent, useState } from 'react';

/**
 * One tab stop for a chart's data points (a roving tabindex): Tab reaches the active point, the arrow keys move
 * between points (Left/Up back, Right/Down on), Home and End go to the first and last. The active point is the one
 * the readout shows; pointing at a point makes it the active one too.
 */
export function useChartPoints(count: number, initial: number) {
  const [active, setActive] = useState(initial);
  const [focused, setFocused] = useState(false);
  const current = Math.min(Math.max(active, 0), Math.max(count - 1, 0));

  const move = (event: KeyboardEvent<SVGElement>) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const index = Math.min(Math.max(next, 0), count - 1);
    setActive(index);
    const group = event.currentTarget.closest('[data-chart-points]');
    const target = group?.querySelectorAll<SVGElement>('[data-chart-point]')[index];
    target?.focus();
  };

  /** The props of the point at `index`. */
  const pointProps = (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    'data-chart-point': '',
    onKeyDown: move,
    onFocus: () => {
      setActive(index);
      setFocused(true);
    },
    onBlur: () => setFocused(false),
    onMouseEnter: () => setActive(index),
  });

  return { active: current, focused, pointProps };
}
