import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card/Features',
  component: Card,
  args: { title: 'Shipping address', children: 'Hauptstraße 1, 10115 Berlin' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsArticle: Story = {
  args: { as: 'article', title: 'Quote Q-2291' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Quote Q-2291' })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 4, name: 'Shipping address' }),
    ).toBeVisible();
  },
};

const onEdit = fn();

export const ActionsAndFooter: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="small" onPress={onEdit}>
        Edit
      </Button>
    ),
    footer: <Button size="small">Use this address</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Shipping address' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await expect(card.getByRole('button', { name: 'Use this address' })).toBeVisible();
  },
};
