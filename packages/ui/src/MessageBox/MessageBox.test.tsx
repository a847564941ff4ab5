import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageBox, messageBoxTypes } from './MessageBox';

/** A button's action that lets the box close. */
const acts = (): boolean => true;

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

  it.each([
    ['an info box on its OK', { type: 'info' as const }, 'OK'],
    ['a question on its OK', { type: 'question' as const }, 'OK'],
    ['a destructive question on Cancel', { type: 'question' as const, isDestructive: true }, 'Cancel'],
    [
      'a box with a danger button on the answer that only closes',
      { buttons: [{ name: 'Delete', type: 'danger' as const, click: acts }, { name: 'Keep' }] },
      'Keep',
    ],
    [
      'a destructive box whose buttons all act on the last',
      {
        isDestructive: true,
        buttons: [
          { name: 'Delete', click: acts },
          { name: 'Archive', click: acts },
        ],
      },
      'Archive',
    ],
  ])('should open %s', (_, props, focused) => {
    render(<MessageBox isOpen message="Text" onClose={() => {}} {...props} />);
    expect(screen.getByRole('button', { name: focused })).toHaveFocus();
  });

  it('should close a destructive question on Enter without running OK', async () => {
    const onOk = vi.fn(() => true);
    const onClose = vi.fn();
    render(
      <MessageBox isOpen type="question" isDestructive message="Delete?" onOk={onOk} onClose={onClose} />,
    );
    await userEvent.keyboard('{Enter}');
    expect(onOk).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
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
