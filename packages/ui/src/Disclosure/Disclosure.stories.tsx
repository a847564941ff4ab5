import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure, disclosureHeadingLevels } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Delivery terms',
    children: 'Orders placed before 14:00 ship the same working day.',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: disclosureHeadingLevels } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delivery terms' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/same working day/)).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultExpanded: true, headingLevel: 3 } };
