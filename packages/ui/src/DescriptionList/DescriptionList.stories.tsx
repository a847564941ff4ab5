import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';
import { switchSpecs } from './DescriptionList.fixtures';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: { groups: switchSpecs },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Networking' })).toBeVisible();
    await expect(canvas.getByText('PoE budget')).toBeVisible();
    await expect(canvas.getByText('445 W')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { layout: 'stacked', headingLevel: 2, emptyValue: 'Not listed' },
};
