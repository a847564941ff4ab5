import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../Select';
import { SearchCard } from './SearchCard';

const meta = {
  title: 'Components/SearchCard/Features',
  component: SearchCard,
  args: { title: 'Search invoices', onSearch: fn(), onReset: fn(), isCollapsible: false },
  render: (args) => (
    <SearchCard {...args}>
      <Select
        name="status"
        label="Status"
        defaultSelectedKey="all"
        options={[
          { id: 'all', label: 'All' },
          { id: 'unpaid', label: 'Unpaid' },
          { id: 'paid', label: 'Paid' },
        ]}
      />
    </SearchCard>
  ),
} satisfies Meta<typeof SearchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchWithValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), 'INV-204');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Unpaid' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ keyword: 'INV-204', status: 'unpaid' }),
    );
  },
};

export const KeyboardSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toHaveFocus();
    await userEvent.keyboard('Dell latitude{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'Dell latitude' }));
  },
};

export const ResetRestoresDefaults: Story = {
  args: { defaultKeyword: 'INV-1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'something else');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(keyword).toHaveValue('INV-1'));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const CollapsibleOnNarrowScreens: Story = {
  args: { isCollapsible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show or hide Search invoices' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox', { name: 'Keyword' })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
  },
};

/**
 * On a 320 px phone a title that wraps ('Search blanket purchase orders') leaves the toggle its whole size: it shrank
 * to 28 px wide, its chevron to 10 px.
 */
export const CollapsibleLongTitleOnAPhone: Story = {
  name: 'Collapsible on a phone: a long title beside a whole toggle',
  tags: ['viewport-320'],
  args: { isCollapsible: true, title: 'Search blanket purchase orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show or hide Search blanket purchase orders' });
    const box = toggle.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(box.height);
    await expect((toggle.querySelector('svg') as SVGElement).getBoundingClientRect().width).toBe(16);
  },
};

export const RequiredKeyword: Story = {
  args: { isKeywordRequired: true, title: 'Advanced search' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    // The form's pattern, not the browser's bubble: the message announced, the field says why, and has the focus.
    const keyword = canvas.getByRole('searchbox', { name: /Keyword/ });
    await expect(keyword).not.toHaveAttribute('required');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please enter all required fields and try again.',
    );
    await expect(keyword).toHaveAttribute('aria-invalid', 'true');
    await expect(keyword).toHaveAccessibleDescription('Please enter a keyword.');
    await waitFor(() => expect(keyword).toHaveFocus());
  },
};

/** The required keyword typed in after a refusal: its message goes, and the search goes through. */
export const RequiredKeywordFilledIn: Story = {
  args: { isKeywordRequired: true, title: 'Advanced search' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: /Keyword/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(keyword).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(keyword, 'switch');
    await expect(keyword).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'switch' }));
  },
};

/**
 * The owner's word on a search the server refused (its 400's field errors): the keyword's message on the keyword,
 * a summary above the fields, and the focus on the first field marked when the refusal is counted (`refusals`).
 */
export const RefusedByServer: Story = {
  args: {
    defaultKeyword: 'A keyword far longer than the list takes',
    error: 'The search could not be run. Please correct the marked fields and search again.',
    keywordError: 'The keyword can be at most 200 characters.',
    refusals: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Keyword' });
    await expect(keyword).toBeInvalid();
    await expect(keyword).toHaveAccessibleDescription('The keyword can be at most 200 characters.');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The search could not be run. Please correct the marked fields and search again.',
    );
    await waitFor(() => expect(keyword).toHaveFocus());
  },
};
