import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps, pageSizes } from './Pagination';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination/Features',
  component: Pagination,
  args: { page: 1, totalRecords: 57, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextAndPrevious: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Showing 11–20 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Showing 1–10 of 57')).toBeVisible();
  },
};

/**
 * Reaching the last or the first page disables the button just pressed: the focus goes to the current page's
 * button rather than dropping to the page's body (issue 18).
 */
export const FirstAndLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Showing 51–57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('Showing 1–10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  },
};

export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // First and previous are disabled on page 1, so the first stop is page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const InvoicePageSize: Story = {
  args: { pageSize: pageSizes.invoices, page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 21–40 of 57')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
  },
};

export const NoRecords: Story = {
  args: { totalRecords: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A long list whose count stopped at the cap (issue 17): "more than 1,000", no last page, Next goes on. */
export const CappedCount: Story = {
  args: { page: 100, totalRecords: 1000, totalCapped: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 991–1,000 of more than 1,000')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(101);
    await expect(canvas.getByText('Showing 1,001–1,010 of more than 1,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};
