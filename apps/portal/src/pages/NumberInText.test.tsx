import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberInText } from './NumberInText';
import * as styles from './pages.css';

describe('NumberInText', () => {
  it('should keep the document number on one line and the text as written', () => {
    render(
      <h1>
        <NumberInText text="Quote Q-500100 rejected" number="Q-500100" />
      </h1>,
    );
    expect(screen.getByRole('heading', { name: 'Quote Q-500100 rejected' })).toBeInTheDocument();
    expect(screen.getByText('Q-500100')).toHaveClass(styles.noWrap);
  });

  it.each([
    ['a text without the number', 'Quote', 'Q-1'],
    ['an empty number', 'Quote', ''],
  ])('should show %s as it is', (_, text, number) => {
    const { container } = render(<NumberInText text={text} number={number} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('span')).toBeNull();
  });
});
