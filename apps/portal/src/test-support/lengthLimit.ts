import { formatMessage } from '@b2b-portal/api/messages';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The contract's limit reaches the field and is checked there, never enforced by a native maxlength that cuts what
 * is typed or pasted: a text one character longer is kept whole and the field says 'Please enter at most {max}
 * characters.'; then the field gets its text back.
 */
export async function expectLengthLimit(field: HTMLElement, max: number) {
  const input = field as HTMLInputElement | HTMLTextAreaElement;
  const before = input.value;
  expect(input).not.toHaveAttribute('maxlength');
  const long = 'x'.repeat(max + 1);
  await userEvent.clear(input);
  await userEvent.paste(long);
  expect(input).toHaveValue(long);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(formatMessage('Field.TooLong', { max })));
  await userEvent.clear(input);
  if (before !== '') await userEvent.paste(before);
  expect(input).toHaveValue(before);
  expect(input).not.toHaveAttribute('aria-invalid');
}
