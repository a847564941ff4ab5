import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listOf, rma } from './fixtures';
import { RmaSearch } from './RmaSearch';
import { initialRmaCriteria } from './vendorSearch';

/** /RMAs-search's search (issue 20): by RMA number, CCO ID or case number, and the returns found. */
const meta = {
  title: 'VendorSupport/RmaSearch',
  component: RmaSearch,
  args: { list: { ...listOf(initialRmaCriteria, undefined), search: fn(), reset: fn() } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RmaSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { ...rma, id: rma.rmaNumber };

/** The card alone until a search; Search by CCO ID sends searchBy 2. */
export const SearchByCcoId: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for' }), 'northwind-netops');
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Cisco CCO ID' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    expect(args.list.search).toHaveBeenCalledWith({ searchBy: 2, keyword: 'northwind-netops' });
  },
};

export const Found: Story = {
  args: { list: listOf({ searchBy: 2, keyword: 'northwind-netops' }, [row]) },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'RMAs found' });
    expect(await within(grid).findByRole('link', { name: '88000031' })).toHaveAttribute(
      'href',
      '#/RMA-details?id=88000031',
    );
    expect(within(grid).getByText('694000017')).toBeVisible();
  },
};

export const NoneFound: Story = {
  args: { list: listOf({ searchBy: 1, keyword: '1' }, []) },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('Nothing matches your search.')).toBeVisible();
  },
};
