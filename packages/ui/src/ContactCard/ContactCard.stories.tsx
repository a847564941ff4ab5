import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactCard } from './ContactCard';

const meta = {
  title: 'Components/ContactCard',
  component: ContactCard,
  args: {
    contact: {
      id: 'c1',
      firstName: 'Dana',
      lastName: 'Whitaker',
      jobTitle: 'Purchasing Manager',
      email: 'dana.whitaker@contoso.example',
      phone: '2155550142',
      fax: '(215) 555-0143',
    },
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dana Whitaker')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'dana.whitaker@contoso.example' })).toHaveAttribute(
      'href',
      'mailto:dana.whitaker@contoso.example',
    );
  },
};

export const Playground: Story = {};
