import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleUser } from './sampleUser';
import { DeleteUserSection } from './UserSections';

/**
 * The user page's Delete user (issue 18): a question naming the user, Delete or Keep user; not offered for
 * oneself, and not drawn at all for an administrator who may only view users.
 */
const user = sampleUser;

const meta = {
  title: 'Users/DeleteUserSection',
  component: DeleteUserSection,
  args: { user, busy: false, remove: fn(async () => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DeleteUserSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The administrator confirms: the user is deleted. */
export const Confirmed: Story = {
  args: { remove: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delete user' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Delete user' });
    await expect(dialog).toHaveTextContent('Delete Nora Newbuyer?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};

/** The question is open, waiting for an answer. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete user' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Delete user' });
    // A delete cannot be undone: the box opens on Keep user, so an Enter by habit deletes no one.
    await expect(within(dialog).getByRole('button', { name: 'Keep user' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Keep user (or Escape) leaves the user as they were, and the focus back on Delete user. */
export const Kept: Story = {
  args: { remove: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete user' });
    await userEvent.click(button);
    const dialog = await page().findByRole('alertdialog', { name: 'Delete user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep user' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    // The focus is back on Delete user once the box has gone (not at once): Enter asks again from there.
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page().findByRole('alertdialog', { name: 'Delete user' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.remove).not.toHaveBeenCalled();
  },
};

/** One's own page: no Delete user, and why. */
export const Self: Story = {
  args: { user: { ...user, isSelf: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cannot delete yourself.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete user' })).toBeNull();
  },
};
