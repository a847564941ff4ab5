import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchCard } from './SearchCard';

describe('SearchCard', () => {
  it('should call onSearch with every named field', async () => {
    const onSearch = vi.fn();
    render(
      <SearchCard title="Search orders" onSearch={onSearch} isCollapsible={false}>
        <input name="po" aria-label="PO" defaultValue="PO-7" />
      </SearchCard>,
    );
    expect(screen.getByRole('form', { name: 'Search orders' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'laptop{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'laptop', po: 'PO-7' });
  });

  it('should restore defaults on Reset', async () => {
    const onReset = vi.fn();
    render(
      <SearchCard
        title="Search"
        onSearch={() => {}}
        onReset={onReset}
        defaultKeyword="a"
        isCollapsible={false}
      />,
    );
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(keyword, 'bc');
    expect(keyword).toHaveValue('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(keyword).toHaveValue('a');
    expect(onReset).toHaveBeenCalled();
  });

  it('should collapse behind a toggle when collapsible', async () => {
    render(<SearchCard title="Filters" onSearch={() => {}} isCollapsible className="extra" />);
    const toggle = screen.getByRole('button', { name: 'Show or hide Filters' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
  });
});
