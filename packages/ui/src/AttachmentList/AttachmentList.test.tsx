import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentList, formatFileSize } from './AttachmentList';
import { attachments } from './AttachmentList.fixtures';

describe('AttachmentList', () => {
  it.each([
    [0, '0 bytes'],
    [532, '532 bytes'],
    [1536, '1.5 KB'],
    [1_572_864, '1.5 MB'],
  ])('should format %d bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('should call onDownload for a file without an address and link the others', async () => {
    const onDownload = vi.fn();
    render(<AttachmentList attachments={attachments} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PO-44817.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(attachments[0]);
    expect(screen.getByRole('link', { name: 'Download network-diagram.png' })).toHaveAttribute(
      'href',
      '/files/network-diagram.png',
    );
  });

  it('should show the empty state', () => {
    render(<AttachmentList attachments={[]} labels={{ empty: 'Nothing attached.' }} />);
    expect(screen.getByText('Nothing attached.')).toBeInTheDocument();
  });
});
