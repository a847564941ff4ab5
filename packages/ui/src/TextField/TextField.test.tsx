import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../Form';
import { TextArea } from '../TextArea';
import { TextField } from './TextField';

const sixty = '1234567890'.repeat(6);

describe('TextField with maxLength: nothing pasted is cut', () => {
  it('keeps all 60 pasted characters and says the field takes at most 50', async () => {
    render(<TextField label="PO number" maxLength={50} />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    await userEvent.click(input);
    await userEvent.paste(sixty);
    expect(input).toHaveValue(sixty);
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter at most 50 characters.');
  });

  it('is valid again once shortened to the limit, and says nothing while under it', async () => {
    render(<TextField label="PO number" maxLength={50} defaultValue={sixty} />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, sixty.slice(0, 50));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/at most/)).toBeNull();
  });

  it("keeps the caller's own message when the caller marks the field invalid", () => {
    render(
      <TextField label="PO number" maxLength={50} value={sixty} isInvalid errorMessage="This PO is taken." />,
    );
    expect(screen.getByRole('textbox', { name: 'PO number' })).toHaveAccessibleDescription(
      'This PO is taken.',
    );
  });

  it('words the message with labels.tooLong', () => {
    render(
      <TextField label="Title" maxLength={5} value="abcdefg" labels={{ tooLong: 'Max {max} chars.' }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Max 5 chars.');
  });
});

describe('TextArea with maxLength: nothing pasted is cut', () => {
  it('keeps every character and says the box takes at most the limit', async () => {
    render(<TextArea label="Comments" maxLength={50} showCharacterCount />);
    const box = screen.getByRole('textbox', { name: 'Comments' });
    await userEvent.click(box);
    await userEvent.paste(sixty);
    expect(box).toHaveValue(sixty);
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter at most 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('60 of 50 characters')).toBeInTheDocument();
  });
});

function Order({ onSubmit }: { onSubmit: () => void }) {
  const [po, setPo] = useState('');
  return (
    <Form aria-label="Order" onSubmit={onSubmit}>
      <TextField label="Title" defaultValue="Spring order" />
      <TextField label="PO number" maxLength={50} value={po} onChange={setPo} />
      <button type="submit">Continue</button>
    </Form>
  );
}

describe('Form refuses a submit while a field is over its limit', () => {
  it('does not submit, says so above the fields and puts the focus on the field', async () => {
    const onSubmit = vi.fn();
    render(<Order onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    await userEvent.click(input);
    await userEvent.paste(sixty);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields and try again.');
    expect(document.activeElement).toBe(input);
    expect(input).toHaveValue(sixty);

    await userEvent.keyboard('{Backspace}'.repeat(10));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
