import { AttachmentDropZone } from '@b2b-portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectLengthLimit } from '../test-support/lengthLimit';
import { attachmentDropZoneProps } from './attachmentLabels';

/** The portal's drop zones judge files and descriptions with flows' attachment rule, the server's own. */
describe('attachmentDropZoneProps', () => {
  it('refuses a blocked file as it is picked, in the catalogue’s words, and takes the others', async () => {
    const onChange = vi.fn();
    const { container } = render(<AttachmentDropZone {...attachmentDropZoneProps} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [new File(['MZ'], 'setup.exe. '), new File(['%PDF'], 'quote.pdf')]);
    expect(
      await screen.findByText('setup.exe.  cannot be attached: files of this type are not allowed.', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'quote.pdf' }), description: '' },
    ]);
  });

  it('refuses a file over the contract’s 10 MB, and an empty one, as they are picked: nothing to upload', async () => {
    const onChange = vi.fn();
    const { container } = render(<AttachmentDropZone {...attachmentDropZoneProps} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const survey = new File(['video'], 'site-survey.mp4');
    Object.defineProperty(survey, 'size', { value: 10 * 1024 * 1024 + 1 });
    const exactly = new File(['%PDF'], 'drawings.pdf');
    Object.defineProperty(exactly, 'size', { value: 10 * 1024 * 1024 });
    await userEvent.upload(input, [survey, new File([], 'blank.pdf'), exactly]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('site-survey.mp4 is too large: an attachment can be at most 10 MB.');
    expect(alert).toHaveTextContent('blank.pdf is empty.');
    expect(onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'drawings.pdf' }), description: '' },
    ]);
  });

  it('wants a description that is more than spaces, at most 250 characters long', async () => {
    const { container } = render(<AttachmentDropZone {...attachmentDropZoneProps} requireDescription />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'quote.pdf'));
    const description = await screen.findByRole('textbox', { name: /Description of quote.pdf/ });
    await expectLengthLimit(description, 250);
    await userEvent.type(description, '   ');
    await userEvent.tab();
    expect(description).toBeInvalid();
    expect(description).toHaveAccessibleDescription('Please enter a description.');
    await userEvent.type(description, 'Signed quote');
    expect(description).toBeValid();
  });
});
