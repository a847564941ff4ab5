import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactCard } from './ContactCard';

const meta = {
  title: 'Components/ContactCard/Features',
  component: ContactCard,
  args: {
    contact: {
      id: 'c1',
      firstName: 'Dana',
      lastName: 'Whitaker',
      jobTitle: 'Purchasing Manager',
      email: 'dana.whitaker@contoso.example',
      phone: '2155550142',
      fax: '1 (215) 555-0143',
    },
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Purchasing Manager')).toBeVisible();
    await expect(canvas.getByText('Phone')).toBeVisible();
    await expect(canvas.getByText('215-555-0142')).toBeVisible();
    await expect(canvas.getByText('Fax')).toBeVisible();
    await expect(canvas.getByText('215-555-0143')).toBeVisible();
  },
};

export const EmailReachableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'dana.whitaker@contoso.example' }),
    ).toHaveFocus();
  },
};

export const NameOnly: Story = {
  args: { contact: { id: 'c2', firstName: 'Luis', lastName: 'Ortega' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Luis Ortega')).toBeVisible();
    await expect(canvas.queryByText('Email')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Fax')).not.toBeInTheDocument();
  },
};

export const TranslatedLabels: Story = {
  args: { labels: { phone: 'Téléphone', fax: 'Télécopie' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Téléphone')).toBeVisible();
    await expect(canvas.getByText('Télécopie')).toBeVisible();
  },
};

/**
 * On a phone (320 px, WCAG 1.4.10) each label goes over its value: an e-mail address longer than the card's line
 * breaks where it must (overflow-wrap: anywhere) and stays inside the card; the page does not scroll sideways.
 */
export const OnAPhone: Story = {
  name: 'On a phone: labels over values',
  tags: ['viewport-320'],
  args: {
    contact: {
      id: 'c2',
      firstName: 'Maximiliane',
      lastName: 'Oberhollenzer-Castellanos',
      jobTitle: 'Procurement Operations Coordinator',
      email: 'maximiliane.oberhollenzer-castellanos@procurement.northwind-health.example',
      phone: '2155550142',
    },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('dl')?.parentElement as HTMLElement;
    for (const term of canvasElement.querySelectorAll<HTMLElement>('dt')) {
      const value = term.nextElementSibling as HTMLElement;
      await expect(
        value.getBoundingClientRect().top,
        `${term.textContent} over its value`,
      ).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom);
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
    const email = within(canvasElement).getByRole('link', {
      name: 'maximiliane.oberhollenzer-castellanos@procurement.northwind-health.example',
    });
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    const page = document.documentElement;
    await expect(page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(window.innerWidth);
  },
};
