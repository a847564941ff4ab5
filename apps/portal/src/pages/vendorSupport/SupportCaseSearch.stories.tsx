import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listOf, problem, supportCase } from './fixtures';
import { SupportCaseSearch } from './SupportCaseSearch';
import { type CaseCriteria, initialCaseCriteria } from './vendorSearch';

/**
 * /support-case-search's search (issue 20): by case number, contract number or CCO ID, open or closed, created
 * within a window; closed cases only within 90 days (002 §9), the server's refusal said on the card.
 */
const meta = {
  title: 'VendorSupport/SupportCaseSearch',
  component: SupportCaseSearch,
  args: { list: { ...listOf(initialCaseCriteria, undefined), search: fn(), reset: fn() } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SupportCaseSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE = 'Closed cases: maximum date range 90 days.';
const closed: CaseCriteria = { searchBy: 3, keyword: 'northwind-netops', status: 'C', days: 60 };
const row = { ...supportCase, id: supportCase.caseNumber };

/** The 90-day rule is said before any search; a search sends status and window. */
export const NothingSearchedYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    expect(canvas.getByText(MESSAGE)).toBeVisible();
    expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for' }), '694000017');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Closed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    expect(args.list.search).toHaveBeenCalledWith({
      searchBy: 1,
      keyword: '694000017',
      status: 'C',
      days: 30,
    });
  },
};

export const ClosedFound: Story = {
  args: { list: listOf(closed, [row]) },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Support cases found' });
    expect(await within(grid).findByRole('link', { name: '694000017' })).toHaveAttribute(
      'href',
      '#/support-case-details?id=694000017',
    );
    expect(within(grid).getByText('Closed', { selector: '[data-tone]' })).toBeVisible();
  },
};

/** Closed cases over 120 days: the server's 422 in the documents' words on the card, no results. */
export const ClosedOver90DaysRefused: Story = {
  args: {
    list: listOf(
      { ...closed, days: 120 },
      undefined,
      problem(422, 'SupportCaseRangeTooWide', MESSAGE, 'dateRange'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Search' });
    expect((await within(form).findAllByText(MESSAGE)).length).toBeGreaterThan(0);
    expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const NoneFound: Story = {
  args: { list: listOf<CaseCriteria, typeof row>({ ...closed, keyword: '1' }, []) },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('Nothing matches your search.')).toBeVisible();
  },
};
