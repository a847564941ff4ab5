import { expect, waitFor, within } from 'storybook/test';

/**
 * The username field takes the focus on mount (autoFocus), but after the stories before it in the same preview it
 * has not always had it when the picture was taken (clean-clone runs drew it without, once in Links, once in
 * Playground): the pictures are of the form as a person finds it, the field focused.
 */
export async function focusUsername(canvasElement: HTMLElement): Promise<void> {
  const username = within(canvasElement).getByRole('textbox', { name: /Username/ });
  username.focus();
  await waitFor(() => expect(username).toHaveFocus());
}
