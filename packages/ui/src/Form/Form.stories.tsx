import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form';
import { FormDemo } from './Form.fixtures';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { 'aria-label': 'Registration' },
  render: (args) => <FormDemo aria-label={args['aria-label']} onSubmit={fn()} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: no message, the fields required but not yet invalid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Registration' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  render: (args) => <FormDemo aria-label={args['aria-label']} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Company name' }), 'Northwind');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Northwind',
    );
  },
};
