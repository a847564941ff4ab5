import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageBox, messageBoxTypes } from './MessageBox';

describe('MessageBox', () => {
  it.each(messageBoxTypes)('should show a %s box as an alert dialog', (type) => {
    render(<MessageBox isOpen type={type} title={`A ${type}`} message="Text" onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: `A ${type}` })).toBeInTheDocument();
  });

  it('should close on OK when there is no callback', async () => {
    const onClose = vi.fn();
    render(<MessageBox isOpen message="Saved." onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 1],
    [false, 0],
    [undefined, 0],
  ])('should close on OK only when the callback returns true (returns %s)', async (answer, closes) => {
    const onClose = vi.fn();
    const onOk = vi.fn(() => answer);
    render(<MessageBox isOpen message="Continue?" onOk={onOk} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(closes);
  });

  it('should strip scripts and event handlers from HTML messages', () => {
    render(
      <MessageBox
        isOpen
        isHtml
        message={'<b>Bold</b><script>alert(1)</script><img src="x" alt="" onerror="alert(1)">'}
        onClose={() => {}}
      />,
    );
    const box = screen.getByRole('alertdialog');
    expect(box.querySelector('b')).toHaveTextContent('Bold');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
  });

  it('should show plain text messages as text, not HTML', () => {
    render(<MessageBox isOpen message="<b>not bold</b>" onClose={() => {}} />);
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  });
});
