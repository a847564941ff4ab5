import type { Product } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RelatedProducts } from './RelatedProducts';

/**
 * A product's "Service contracts" and "Options" on its detail in Shop (issue 16), as ProductDetail draws them
 * under the product's details: each kind a section with ui's ProductList, each row with its own quantity and
 * 'Add to cart'. A kind with nothing to offer shows no section.
 */
const header = {
  manufacturerID: 'm-csco',
  manufacturerName: 'Cisco',
  unitOfMeasure: 'EA',
  pricingHidden: false,
  serviceLength: 0,
  variableBilling: null,
  available: true,
  imageUrl: null,
  quantity: 0,
} as const;

const product = (
  fields: Partial<Product> & Pick<Product, 'id' | 'manufacturerPart' | 'description'>,
): Product => ({
  ...header,
  category: 'Support & Warranty',
  unitPrice: '0.00',
  listPrice: '0.00',
  ...fields,
});

const services: Product[] = [
  product({
    id: 'svc-1',
    manufacturerPart: 'CON-SNT-C93002PA',
    description: 'Smart Net Total Care 8×5×NBD for C9300-24P-A, 1 year',
    unitPrice: '512.00',
    listPrice: '640.00',
    serviceLength: 12,
  }),
  product({
    id: 'svc-2',
    manufacturerPart: 'CON-SNT-C93002PA-3Y',
    description: 'Smart Net Total Care 8×5×NBD for C9300-24P-A, 3 years',
    unitPrice: '1398.00',
    listPrice: '1747.50',
    serviceLength: 36,
    quantity: 1,
  }),
  product({
    id: 'svc-3',
    manufacturerName: 'Microsoft',
    manufacturerPart: 'MSU-ENT-ADV',
    description: 'Microsoft Unified Support Enterprise Advanced, annual',
    pricingHidden: true,
    serviceLength: 12,
  }),
];

const options: Product[] = [
  product({
    id: 'opt-1',
    manufacturerPart: 'C9300-NM-8X',
    description: 'Catalyst 9300 network module with 8 × 10G SFP+ uplinks',
    category: 'Network Switches',
    unitPrice: '1890.00',
    listPrice: '2995.00',
  }),
  product({
    id: 'opt-2',
    manufacturerPart: 'C9300-DNA-A-24-3Y',
    description: 'Cisco DNA Advantage term license for 24-port Catalyst 9300, 3 years',
    category: 'Software Subscriptions',
    unitPrice: '81.25',
    listPrice: '104.00',
    serviceLength: 36,
    variableBilling: { itemType: 'Recurring', initialTerm: 36 },
  }),
];

const meta = {
  title: 'Shop/RelatedProducts',
  component: RelatedProducts,
  args: { services, options, onAddToCart: fn(), pendingId: null },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    // A pending Button's live-region entry outlives its story (see DocumentApproval's stories).
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither a section nor the page scrolls sideways. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  for (const section of canvasElement.querySelectorAll<HTMLElement>('section')) {
    await waitFor(() =>
      expect(section.scrollWidth, 'a section scrolls sideways').toBeLessThanOrEqual(section.clientWidth),
    );
  }
  await expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(
    window.innerWidth,
  );
}

/** Both kinds: every row shows its part, manufacturer, description, price or 'Request pricing', unit and term. */
export const ServicesAndOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const serviceSection = canvas.getByRole('region', { name: 'Service contracts' });
    const serviceRows = within(
      within(serviceSection).getByRole('list', { name: 'Service contracts' }),
    ).getAllByRole('listitem');
    await expect(serviceRows).toHaveLength(3);
    await expect(serviceRows[0]).toHaveTextContent('CON-SNT-C93002PA');
    await expect(serviceRows[0]).toHaveTextContent('Cisco');
    await expect(serviceRows[0]).toHaveTextContent('$512.00');
    await expect(serviceRows[0]).toHaveTextContent('Unit: EA · 12-month term');
    await expect(serviceRows[1]).toHaveTextContent('In your cart: 1');
    await expect(serviceRows[2]).toHaveTextContent('Request pricing');
    await expect(serviceRows[2]).not.toHaveTextContent('$');
    await expect(
      within(serviceRows[0] as HTMLElement).getByRole('link', {
        name: 'Smart Net Total Care 8×5×NBD for C9300-24P-A, 1 year',
      }),
    ).toHaveAttribute('href', '#/shop?product=svc-1');
    const optionSection = canvas.getByRole('region', { name: 'Options' });
    await expect(within(optionSection).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(optionSection).getAllByRole('listitem')[1]).toHaveTextContent(
      '36-month term · Recurring billing',
    );
  },
};

/** The buyer adds a 3-year contract, quantity 2, with the keyboard: the page is given that product and quantity. */
export const AddServiceContract: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of CON-SNT-C93002PA-3Y' });
    await userEvent.click(quantity);
    await userEvent.clear(quantity);
    await userEvent.keyboard('2');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart CON-SNT-C93002PA-3Y' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(services[1], 2);
  },
};

/** While an add is under way its button is pending and refuses presses; the other rows stay usable. */
export const Adding: Story = {
  args: { pendingId: 'svc-1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('button', { name: 'Add to cart CON-SNT-C93002PA' });
    await expect(pending).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Quantity of CON-SNT-C93002PA' })).toBeDisabled();
    await userEvent.click(pending);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Add to cart C9300-NM-8X' })).toBeEnabled();
  },
};

/** The page knows the cart better than the answer (after an add): its figure is shown. */
export const InCartFromThePage: Story = {
  args: { inCartOf: (id: string) => (id === 'opt-1' ? 4 : undefined) },
  play: async ({ canvasElement }) => {
    const options = within(within(canvasElement).getByRole('region', { name: 'Options' }));
    await expect(options.getByText('In your cart: 4')).toBeVisible();
    // Without the page's figure, the answer's quantity holds.
    const services = within(within(canvasElement).getByRole('region', { name: 'Service contracts' }));
    await expect(services.getByText('In your cart: 1')).toBeVisible();
  },
};

/** Only service contracts: no 'Options' heading, no empty list. */
export const ServicesOnly: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Service contracts' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Options' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Options' })).not.toBeInTheDocument();
  },
};

/** Only options. */
export const OptionsOnly: Story = {
  args: { services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Options' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Service contracts' })).not.toBeInTheDocument();
  },
};

/** Nothing related: nothing is drawn at all. */
export const NothingRelated: Story = {
  args: { services: [], options: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** A user who may browse but not buy (no shoppingcart): the rows are there, 'Add to cart' is disabled. */
export const BrowseOnly: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Add to cart/ }))
      await expect(button).toBeDisabled();
  },
};

/** A 320 px phone: the rows stack, the visible 'Quantity' label shows, nothing scrolls sideways. */
export const At320: Story = {
  name: 'At 320 px',
  tags: ['viewport-320'],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const section = within(within(canvasElement).getByRole('region', { name: 'Service contracts' }));
    await expect(section.getByText('Price', { exact: true })).not.toBeVisible();
    const row = section.getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(row).getByText('Quantity', { exact: true })).toBeVisible();
  },
};

/** A 1440 px laptop: one dense row per product under the column headings. */
export const At1440: Story = {
  name: 'At 1440 px',
  tags: ['viewport-1440'],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const section = within(within(canvasElement).getByRole('region', { name: 'Service contracts' }));
    await expect(section.getByText('Price', { exact: true })).toBeVisible();
    const row = section.getAllByRole('listitem')[0] as HTMLElement;
    const name = within(row).getByRole('link').getBoundingClientRect();
    const add = within(row)
      .getByRole('button', { name: /^Add to cart/ })
      .getBoundingClientRect();
    await expect(add.top, 'the row is one line').toBeLessThan(name.bottom);
  },
};
