import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BugSearch } from './BugSearch';
import { bug, listOf, problem } from './fixtures';
import { initialBugCriteria } from './vendorSearch';

/**
 * /bugs' search (issue 20): the card (search by, modified range, severity 1–6, status O/F/T, affected or fixed
 * release) and the bugs found, each linking to its page with its severity and status by name.
 */
const meta = {
  title: 'VendorSupport/BugSearch',
  component: BugSearch,
  args: { list: { ...listOf(initialBugCriteria, undefined), search: fn(), reset: fn() } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BugSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const searched = { ...initialBugCriteria, keyword: 'memory leak' };

/** Nothing searched yet: the card only; a search sends the card's criteria. */
export const NothingSearchedYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for' }), 'memory leak');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    expect(args.list.search).toHaveBeenCalledWith(searched);
  },
};

export const Found: Story = {
  args: { list: listOf(searched, [bug]) },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Bugs found' });
    expect(await within(grid).findByRole('link', { name: 'CSCwa10000' })).toHaveAttribute(
      'href',
      '#/bug?id=CSCwa10000',
    );
    expect(within(grid).getByText('2 Severe')).toBeVisible();
    expect(within(grid).getByText('Open', { selector: '[data-tone]' })).toBeVisible();
  },
};

export const NoneFound: Story = {
  args: { list: listOf(searched, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('Nothing matches your search.')).toBeVisible();
    expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The manufacturer not answering: the server's message above the results. */
export const Unavailable: Story = {
  args: {
    list: listOf(
      searched,
      undefined,
      problem(503, 'VendorSupportUnavailable', 'The manufacturer’s support service is not answering.'),
    ),
  },
  play: async ({ canvasElement }) => {
    expect(
      await within(canvasElement).findByText('The manufacturer’s support service is not answering.'),
    ).toBeVisible();
  },
};

/** A keyword the server refuses is said on the card's field. */
export const KeywordRefused: Story = {
  args: {
    list: listOf(searched, undefined, problem(400, 'ValidationFailed', 'Too long: 200 at most.', 'keyword')),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Search' });
    expect((await within(form).findAllByText('Too long: 200 at most.')).length).toBeGreaterThan(0);
  },
};
