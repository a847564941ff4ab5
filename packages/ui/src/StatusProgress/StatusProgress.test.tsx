import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusProgress } from './StatusProgress';

const steps = [
  { id: 7, label: 'Submitted' },
  { id: 8, label: 'In Process' },
  { id: 9, label: 'Quoted' },
  { id: 1, label: 'Purchased' },
];

describe('StatusProgress', () => {
  it.each([
    [7, ['current status', 'not reached', 'not reached', 'not reached']],
    [9, ['completed', 'completed', 'current status', 'not reached']],
    [1, ['completed', 'completed', 'completed', 'current status']],
  ])('should mark the steps around status %s', (current, states) => {
    render(<StatusProgress steps={steps} current={current} label="Request progress" />);
    const items = screen.getAllByRole('listitem');
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(`${steps[index]?.label}, ${states[index]}`);
    });
    const marked = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(steps.find((step) => step.id === current)?.label ?? '');
  });

  it('should name the list and show details', () => {
    render(
      <StatusProgress steps={[{ id: 'a', label: 'A', detail: '11/02/2026' }]} current="a" label="Progress" />,
    );
    expect(screen.getByRole('list', { name: 'Progress' })).toHaveTextContent('11/02/2026');
  });
});
