import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, cardElements, cardHeadingLevels } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Order SO-10442',
    children: 'Placed on 12 March 2026 by Dana Fischer. 14 items, shipping to Berlin.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order SO-10442' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order SO-10442' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    as: 'article',
    headingLevel: 3,
    actions: (
      <Button variant="secondary" size="small">
        Edit
      </Button>
    ),
    footer: <Button size="small">Reorder</Button>,
  },
};
