import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Comments', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: 'Comments' }),
      'Deliver to dock 4',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('Deliver to dock 4');
  },
};

export const Playground: Story = {
  args: { description: 'Sent to the sales team.', maxLength: 500, showCharacterCount: true },
};
