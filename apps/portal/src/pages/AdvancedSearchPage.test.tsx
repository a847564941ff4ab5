import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdvancedSearchPage from './AdvancedSearchPage';

const { call, session } = vi.hoisted(() => ({
  call: vi.fn(),
  session: { permissions: [] as string[], features: 1 },
}));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('../app/session', () => ({ useSession: () => session }));

const idOf = (index: number) => `5b8d1c7e-2f3a-4b5c-8d9e-${String(index).padStart(12, '0')}`;

/** Answers every search with `total` results of the type asked for. */
function answer(total: number) {
  call.mockImplementation(
    async (
      endpoint: { id: string },
      options: { query: { documentType: number; start: number; size: number } },
    ) => {
      expect(endpoint.id).toBe('document.search');
      const { documentType, start, size } = options.query;
      const first = (start - 1) * size;
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, at) => {
        const index = first + at + 1;
        const order = documentType === 5;
        return {
          documentType,
          id: idOf(index),
          number: order ? `SO-${300000 + index}` : `Q-${500000 + index}`,
          title: `Document ${index}`,
          po: order ? `NW-PO-${index}` : '',
          date: '2026-11-02T14:10:00.000Z',
          status: order ? -102 : 2,
          statusName: order ? 'Open' : 'Submitted',
          url: order ? `/order?id=${idOf(index)}` : `/quote?id=${idOf(index)}`,
        };
      });
      // The server counts to 1,000 and says whether more match (issue 17).
      const capped = total > 1000;
      return {
        start,
        size,
        totalRecords: capped ? 1000 : total,
        totalCapped: capped,
        records: rows.length,
        sortBy: 0,
        data: rows,
      };
    },
  );
}

const lastQuery = () => call.mock.calls.at(-1)?.[1].query;
const route = routeByName('AdvancedSearch');

/** Opens the page at its address, as the header search leaves it (`#/advanced-search?documenttype=…&keyword=…`). */
function renderAt(query: Record<string, string>) {
  history.replaceState(null, '', `#/advanced-search?${new URLSearchParams(query)}`);
  return render(<AdvancedSearchPage route={route} query={query} />);
}

afterEach(() => {
  call.mockReset();
  session.permissions = [];
});

describe('Advanced search page', () => {
  it('should search the type and keyword the header sent, with results linking to each document', async () => {
    session.permissions = ['orders', 'viewQuote'];
    answer(12);
    renderAt({ documenttype: 'orders', keyword: ' radiology ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeInTheDocument();
    // The search card has a name of its own, as every list's has: the page's title is not said twice.
    expect(screen.getAllByRole('heading', { name: 'Advanced Search' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Search documents' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SO-300001' })).toHaveAttribute(
      'href',
      `#/order?id=${idOf(1)}`,
    );
    expect(lastQuery()).toEqual({ documentType: 5, keyword: 'radiology', start: 1, size: 10 });
    const table = screen.getByRole('grid', { name: 'Results' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('NW-PO-1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Keyword/ })).toHaveValue('radiology');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ documentType: 5, keyword: 'radiology', start: 2, size: 10 });
  }, 30_000);

  it('should say more than 1,000 documents match a common keyword, with no last page', async () => {
    session.permissions = ['orders'];
    answer(4_000);
    renderAt({ documenttype: 'orders', keyword: 'SO-3' });
    expect(await screen.findByText('Showing 1–10 of more than 1,000')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeEnabled();
  }, 30_000);

  it('should offer only the types the user may see, and search another from page 1', async () => {
    session.permissions = ['orders', 'viewQuote', 'rfqs'];
    answer(3);
    renderAt({ documenttype: 'requisitions', keyword: 'Q-5' });
    // Requisitions are not the user's: the search starts on the first type they may see.
    await screen.findByRole('link', { name: 'SO-300001' });
    expect(lastQuery()).toMatchObject({ documentType: 5, keyword: 'Q-5' });
    const form = screen.getByRole('form', { name: 'Search documents' });
    await userEvent.click(within(form).getByRole('button', { name: /Document type/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Orders', 'Pricing Request', 'Quotes']);
    await userEvent.click(screen.getByRole('option', { name: 'Quotes' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Q-500001' })).toHaveAttribute(
      'href',
      `#/quote?id=${idOf(1)}`,
    );
    expect(lastQuery()).toEqual({ documentType: 8, keyword: 'Q-5', start: 1, size: 10 });
  }, 30_000);

  it('should not search without a keyword and say it is required', async () => {
    session.permissions = ['orders'];
    answer(3);
    renderAt({ documenttype: 'orders' });
    const form = screen.getByRole('form', { name: 'Search documents' });
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Keyword is required.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('should say nothing matched, and that a user without any searchable type has none', async () => {
    session.permissions = ['orders'];
    answer(0);
    const { unmount } = renderAt({ documenttype: '5', keyword: 'zzz' });
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    unmount();
    session.permissions = ['shoppingcart'];
    renderAt({ keyword: 'zzz' });
    expect(screen.getByText('You do not have access to search any documents.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('should start again from a new header search while open, and keep the search and its page in the address', async () => {
    session.permissions = ['orders', 'viewQuote'];
    answer(25);
    renderAt({ documenttype: 'orders', keyword: 'radiology' });
    await screen.findByText('Showing 1–10 of 25');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 21–25 of 25');
    expect(location.hash).toBe('#/advanced-search?keyword=radiology&page=3');

    // The header search goes to its own address (a new history entry), which the page follows.
    location.hash = '#/advanced-search?documenttype=quotes&keyword=switch';
    expect(await screen.findByRole('link', { name: 'Q-500001' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ documentType: 8, keyword: 'switch', start: 1, size: 10 });
    expect(screen.getByRole('searchbox', { name: /Keyword/ })).toHaveValue('switch');
    expect(screen.getByRole('button', { name: /Document type/ })).toHaveTextContent('Quotes');

    history.back();
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ documentType: 5, keyword: 'radiology', start: 3, size: 10 });
    expect(screen.getByRole('searchbox', { name: /Keyword/ })).toHaveValue('radiology');
  }, 30_000);
});
