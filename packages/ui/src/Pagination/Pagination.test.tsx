import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageSizes, pageWindow } from './Pagination';

/** A pagination that keeps its page, from `from`, over 57 records. */
function StatefulPagination({ from }: { from: number }) {
  const [page, setPage] = useState(from);
  return <Pagination page={page} totalRecords={57} onPageChange={setPage} />;
}

/** A capped count from page 100 whose page's records arrive after the page changed: 10 until then, 4 on page 101. */
function CappedPagination() {
  const [page, setPage] = useState(100);
  const [records, setRecords] = useState(10);
  return (
    <>
      <Pagination page={page} totalRecords={1000} totalCapped pageRecords={records} onPageChange={setPage} />
      <button type="button" onClick={() => setRecords(4)}>
        arrive
      </button>
    </>
  );
}

describe('Pagination', () => {
  it('should show the range and mark the current page', () => {
    render(<Pagination page={2} totalRecords={57} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [1, 10, 57, 'Showing 1–10 of 57'],
    [6, 10, 57, 'Showing 51–57 of 57'],
    [2, pageSizes.invoices, 57, 'Showing 21–40 of 57'],
    [1, 10, 0, 'Showing 0–0 of 0'],
  ])('should show page %d of size %d over %d records as "%s"', (page, pageSize, totalRecords, text) => {
    render(
      <Pagination page={page} pageSize={pageSize} totalRecords={totalRecords} onPageChange={() => {}} />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [1, 6, 5, [1, 2, 3, 4, 5]],
    [4, 6, 5, [2, 3, 4, 5, 6]],
    [6, 6, 5, [2, 3, 4, 5, 6]],
    [1, 2, 5, [1, 2]],
  ])('should window page %d of %d to %d buttons', (page, pageCount, count, expected) => {
    expect(pageWindow(page, pageCount, count)).toEqual(expected);
  });

  it('should go to the next and last page and disable first on page 1', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalRecords={57} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    screen.getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('should say "more than" a capped count, offer no last page and page on past the counted pages', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={100} totalRecords={1000} totalCapped onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 991–1,000 of more than 1,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(101);
    // Page 101 is not cut back to the 100 counted pages; a page that is not full is the last.
    rerender(
      <Pagination page={101} totalRecords={1000} totalCapped pageRecords={4} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 1,001–1,004 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('should keep the last page and the exact count when the count is not capped', () => {
    render(<Pagination page={1} totalRecords={100012} pageSize={20} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 1–20 of 100,012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
  });

  it.each([
    ['Next page', 5, 'Page 6'],
    ['Last page', 2, 'Page 6'],
    ['Previous page', 2, 'Page 1'],
    ['First page', 5, 'Page 1'],
  ])(
    'should move the focus from %s, disabled on reaching the end, to the current page',
    async (name, from, to) => {
      render(<StatefulPagination from={from} />);
      screen.getByRole('button', { name }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: to })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: to })).toHaveFocus();
    },
  );

  it('should keep the focus on Next while it leads on', async () => {
    render(<StatefulPagination from={1} />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  });

  it('should move the focus to the last page of a capped count once its records arrive', async () => {
    render(<CappedPagination />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 101' })).toHaveFocus();
  });
});
