import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleUser } from './sampleUser';
import { PasswordLinkSection } from './UserSections';

/**
 * The user page's Password section (issue 18): a user administrator mails the user a link to create a new password
 * (SendCreateNewPasswordLink). A disabled user gets none, and the section says to enable them first; an
 * administrator who may only view users sees no section at all (UserPage.test).
 */
const user = sampleUser;

const meta = {
  title: 'Users/PasswordLinkSection',
  component: PasswordLinkSection,
  args: { user, busy: false, send: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordLinkSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator sends the link, by keyboard: the page then says where it went. */
export const Sends: Story = {
  args: { send: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send password link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

/** While another change of the page runs, a press sends nothing. */
export const Busy: Story = {
  args: { busy: true, send: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send password link' }));
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** A disabled user: no link, and what to do first. */
export const DisabledUser: Story = {
  args: { user: { ...user, status: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enable the user before sending them a password link.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
