import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutReview } from './CheckoutReview';
import { cardMultipleShipTosReview, netTermsReview, paymentRequestReview } from './CheckoutReview.fixtures';

const meta = {
  title: 'Components/CheckoutReview/Features',
  component: CheckoutReview,
  args: { review: netTermsReview, onEdit: fn() },
} satisfies Meta<typeof CheckoutReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term of a section's description list. */
const definitionOf = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const OrderDetails: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Order details' });
    await expect(definitionOf(section, 'Order name')).toHaveTextContent('Q3 branch network refresh');
    await expect(definitionOf(section, 'PO number')).toHaveTextContent('PO-2024-0815');
    await expect(definitionOf(section, 'Comments')).toHaveTextContent('Deliver to the receiving dock.');
  },
};

export const SingleShipTo: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Shipping' });
    await expect(definitionOf(section, 'Ship to')).toHaveTextContent('Contoso Warehouse');
    await expect(definitionOf(section, 'Ship to')).toHaveTextContent('Camden, NJ 08103');
    await expect(definitionOf(section, 'Shipping method')).toHaveTextContent('Standard (5-7 business days)');
    await expect(definitionOf(section, 'Carrier account')).toHaveTextContent('Main UPS (UPS 1A2B3C)');
  },
};

/** Lines and bundles shipping to several addresses, grouped by address. */
export const MultipleShipTos: Story = {
  args: { review: cardMultipleShipTosReview },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Shipping' });
    const warehouse = within(section).getByRole('list', { name: 'Items shipped to Contoso Warehouse' });
    await expect(
      within(warehouse)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 1 · C9300-24P-A', 'Line 3 · CAB-C13-C14-2M']);
    const branch = within(section).getByRole('list', { name: 'Items shipped to Contoso Pittsburgh Branch' });
    await expect(branch).toHaveTextContent('Branch office kit');
    await expect(definitionOf(section, 'Shipping method')).toHaveTextContent('Expedited (Overnight)');
    await expect(within(section).queryByText('Carrier account')).not.toBeInTheDocument();
  },
};

export const NetTerms: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Billing and payment' });
    await expect(definitionOf(section, 'Bill to')).toHaveTextContent('Contoso Ltd. Head Office');
    await expect(definitionOf(section, 'Payment terms')).toHaveTextContent('Net 30');
    await expect(within(section).queryByText('Payment', { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** A card shows only its last four digits. */
export const CardPayment: Story = {
  args: { review: cardMultipleShipTosReview },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Billing and payment' });
    const payment = definitionOf(section, 'Payment');
    await expect(payment).toHaveTextContent('•••• 1111');
    await expect(payment).toHaveTextContent('Visa ending in 1111');
    await expect(section).not.toHaveTextContent('************');
    await expect(definitionOf(section, 'Payment terms')).toHaveTextContent('Credit Card');
  },
};

export const PaymentRequest: Story = {
  args: { review: paymentRequestReview },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Billing and payment' });
    await expect(definitionOf(section, 'Payment')).toHaveTextContent(
      'Payment information requested from Dana Whitaker',
    );
  },
};

export const NoEndUser: Story = {
  args: { review: paymentRequestReview },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'End user' });
    await expect(section).toHaveTextContent('No end user information.');
  },
};

export const TotalsAndLineCount: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(definitionOf(section, 'Lines')).toHaveTextContent('3');
    await expect(definitionOf(section, 'Grand total')).toHaveTextContent('$4,237.37');
    await expect(definitionOf(section, 'Discounts')).toHaveTextContent('-$150.00');
  },
};

/** Each section's Edit takes the person back to its step, by keyboard too. */
export const EditEachSection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sections = [
      ['Order details', 'orderDetails'],
      ['Billing and payment', 'billingAndPayment'],
      ['Shipping', 'shipping'],
      ['End user', 'endUser'],
    ] as const;
    for (const [name, id] of sections) {
      await userEvent.tab();
      const edit = canvas.getByRole('button', { name: `Edit ${name}` });
      await expect(edit).toHaveFocus();
      await expect(edit).toHaveTextContent('Edit');
      await userEvent.keyboard('{Enter}');
      await expect(args.onEdit).toHaveBeenLastCalledWith(id);
    }
    await expect(args.onEdit).toHaveBeenCalledTimes(4);
  },
};

/** The confirmation page shows the review without Edit actions. */
export const NoEditButtons: Story = {
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OnlyEditableSections: Story = {
  args: { editableSections: ['shipping', 'endUser'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Edit Order details' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit End user' })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Order details',
      'Billing and payment',
      'Shipping',
      'End user',
      'Order summary',
    ]);
  },
};

/** The words of an element's text that the layout breaks over two lines (a word split mid-way). */
function splitWords(element: HTMLElement): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
}

/**
 * On a phone (the review's box at 390 px) a long primary bill-to name wraps between its words, with the Primary
 * badge beside or under it; it broke inside words ("Northwi / nd", "Account / s") beside the badge.
 */
export const NarrowPrimaryAddress: Story = {
  decorators: [(Story) => <div style={{ width: 324 }}>{Story()}</div>],
  args: {
    review: {
      ...netTermsReview,
      billing: {
        ...netTermsReview.billing,
        billTo: {
          id: 'ap',
          name: 'Northwind Health Accounts Payable',
          line1: '400 Market Street',
          city: 'Philadelphia',
          state: 'PA',
          zipCode: '19106',
          isPrimary: true,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Billing and payment' });
    const name = within(section).getByText('Northwind Health Accounts Payable');
    await expect(within(section).getByText('Primary')).toBeVisible();
    await expect(splitWords(name)).toEqual([]);
  },
};

/** Each term of the review's sections (not the totals) with its value: [term, value] pairs. */
const pairsOf = (canvasElement: HTMLElement) =>
  ['Order details', 'Billing and payment', 'Shipping'].flatMap((name) =>
    [...within(canvasElement).getByRole('region', { name }).querySelectorAll<HTMLElement>('dt')].map(
      (term) => [term, term.nextElementSibling as HTMLElement] as const,
    ),
  );

/**
 * On a phone (320 px, WCAG 1.4.10) each label goes over its value, which has the list's whole width: a long street
 * name, the city line and a long PO wrap between their words, and the page does not scroll sideways. Side by side
 * the values had 70-110 px and broke inside words ('Philadelphi / a').
 */
export const OnAPhone: Story = {
  name: 'On a phone: labels over values',
  tags: ['viewport-320'],
  args: {
    review: {
      ...netTermsReview,
      order: { ...netTermsReview.order, po: 'NW-PO-2026-00042-REVISED' },
      billing: {
        ...netTermsReview.billing,
        billTo: {
          id: 'ap',
          name: 'Northwind Health Accounts Payable',
          line1: '1200 Bartholomew-Fitzgerald Boulevard',
          city: 'Philadelphia',
          state: 'PA',
          zipCode: '19106',
          contactName: 'Pat Morgan',
          phone: '2155550140',
          isPrimary: true,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const pairs = pairsOf(canvasElement);
    await expect(pairs.length).toBeGreaterThan(0);
    for (const [term, value] of pairs) {
      const label = term.getBoundingClientRect();
      const box = value.getBoundingClientRect();
      await expect(box.top, `${term.textContent} over its value`).toBeGreaterThanOrEqual(label.bottom);
      await expect(Math.round(box.left)).toBe(Math.round(label.left));
    }
    const section = within(canvasElement).getByRole('region', { name: 'Billing and payment' });
    await expect(splitWords(definitionOf(section, 'Bill to'))).toEqual([]);
    await expect(splitWords(within(canvasElement).getByText('NW-PO-2026-00042-REVISED'))).toEqual([]);
    const page = document.documentElement;
    await expect(page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(window.innerWidth);
  },
};

/** From the narrow breakpoint (500 px) up, each label stays beside its value, as on a wide screen. */
export const At500: Story = {
  name: 'At 500 px: labels beside values',
  tags: ['viewport-500'],
  play: async ({ canvasElement }) => {
    for (const [term, value] of pairsOf(canvasElement)) {
      await expect(Math.round(value.getBoundingClientRect().top)).toBe(
        Math.round(term.getBoundingClientRect().top),
      );
      await expect(value.getBoundingClientRect().left).toBeGreaterThan(term.getBoundingClientRect().right);
    }
  },
};
