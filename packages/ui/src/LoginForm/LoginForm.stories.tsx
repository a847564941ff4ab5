import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoginForm } from './LoginForm';
import { focusUsername } from './LoginForm.fixtures';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusUsername(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(canvas.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { serverError: '', isPending: false },
  play: async ({ canvasElement }) => {
    await focusUsername(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};
