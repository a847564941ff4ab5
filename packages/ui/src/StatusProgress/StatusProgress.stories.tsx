import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusProgress } from './StatusProgress';

/** The pricing request flow of 001 §4. */
const pricingRequestSteps = [
  { id: 7, label: 'Submitted', detail: '11/02/2026' },
  { id: 8, label: 'In Process', detail: '11/03/2026' },
  { id: 9, label: 'Quoted' },
  { id: 1, label: 'Purchased' },
];

const meta = {
  title: 'Components/StatusProgress',
  component: StatusProgress,
  args: { steps: pricingRequestSteps, current: 8, label: 'Request progress' },
  argTypes: { current: { control: 'select', options: pricingRequestSteps.map((step) => step.id) } },
} satisfies Meta<typeof StatusProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Request progress' })).getAllByRole('listitem');

export const FirstStep: Story = {
  args: { current: 7, steps: pricingRequestSteps.map(({ detail: _, ...step }) => step) },
  play: async ({ canvasElement }) => {
    const [submitted, ...rest] = items(canvasElement);
    await expect(submitted).toHaveAttribute('aria-current', 'step');
    await expect(submitted).toHaveTextContent('Submitted, current status');
    for (const item of rest) await expect(item).toHaveTextContent(/not reached/);
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const MiddleStep: Story = {
  play: async ({ canvasElement }) => {
    const [submitted, inProcess, quoted, purchased] = items(canvasElement);
    await expect(submitted).toHaveTextContent('Submitted, completed');
    await expect(submitted).toHaveTextContent('11/02/2026');
    await expect(inProcess).toHaveTextContent('In Process, current status');
    await expect(inProcess).toHaveAttribute('aria-current', 'step');
    await expect(quoted).toHaveTextContent('Quoted, not reached');
    await expect(purchased).not.toHaveAttribute('aria-current');
  },
};

export const LastStep: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const list = items(canvasElement);
    await expect(list.filter((item) => /completed/.test(item.textContent ?? ''))).toHaveLength(3);
    await expect(list[3]).toHaveTextContent('Purchased, current status');
    await expect(list[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongLabels: Story = {
  args: {
    current: 'review',
    label: 'Request progress',
    steps: [
      { id: 'sent', label: 'Sent to the reseller sales desk for a first review' },
      { id: 'review', label: 'Under review by the inside sales representative and the account manager' },
      { id: 'quoted', label: 'Quote prepared and waiting for approval by the customer' },
      { id: 'done', label: 'Purchased' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = items(canvasElement);
    await expect(list).toHaveLength(4);
    await expect(list[1]).toHaveAttribute('aria-current', 'step');
    // Long names wrap inside their step rather than overflow the line.
    const listElement = within(canvasElement).getByRole('list');
    await expect(listElement.scrollWidth).toBeLessThanOrEqual(listElement.clientWidth + 1);
  },
};

export const TranslatedStates: Story = {
  args: { current: 9, labels: { completed: 'erledigt', current: 'aktueller Status', upcoming: 'offen' } },
  play: async ({ canvasElement }) => {
    const list = items(canvasElement);
    await expect(list[0]).toHaveTextContent('Submitted, erledigt');
    await expect(list[2]).toHaveTextContent('Quoted, aktueller Status');
    await expect(list[3]).toHaveTextContent('Purchased, offen');
  },
};

export const Playground: Story = {};
