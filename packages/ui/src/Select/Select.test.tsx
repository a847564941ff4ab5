import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** The field's code arrives when the test says so: a slow network, where the person opens the Select first. */
const arrival = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./SelectField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./SelectField')>();
  await arrival.arrived;
  return actual;
});

const { Select } = await import('./Select');

const sites = [
  { id: 'hq', label: 'Head Office' },
  { id: 'pit', label: 'Pittsburgh Branch' },
  { id: 'bos', label: 'Boston Branch' },
];

const documentTypes = [
  { id: 'products', label: 'Products' },
  { id: 'orders', label: 'Orders' },
];

/** The name a screen reader gives the field with its label hidden: it holds the text the field shows. */
async function expectHiddenLabelName() {
  const field = await screen.findByRole('button', { name: 'Orders Document type' });
  expect(field).toHaveTextContent(/^Orders$/);
}

describe('Select opened before its code has loaded', () => {
  it('with its label hidden, is named by what it shows and then the label, as the loaded field is', async () => {
    const { unmount } = render(
      <Select label="Document type" hideLabel options={documentTypes} defaultSelectedKey="orders" />,
    );
    await expectHiddenLabelName();
    expect(screen.queryByRole('button', { name: 'Document type' })).not.toBeInTheDocument();
    unmount();
  });

  it("says in the product's words what to do while nothing is chosen", () => {
    const { unmount } = render(
      <>
        <Select label="Site" options={sites} />
        <Select label="Role" placeholder="Choose a role" options={sites} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Choose one Site' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a role Role' })).toBeVisible();
    expect(screen.queryByText('Select an item')).not.toBeInTheDocument();
    unmount();
  });

  it('opens once the code arrives, takes the choice and gives the focus back to the field', async () => {
    const onSelectionChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Select
          label="Ship to"
          options={sites}
          defaultSelectedKey="hq"
          onSelectionChange={onSelectionChange}
        />
        <button type="button">After</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const closed = screen.getByRole('button', { name: /Head Office/ });
    expect(closed).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await act(async () => arrival.release());
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('pit');
    const field = screen.getByRole('button', { name: /Pittsburgh Branch/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('once loaded, names the field with its label hidden the same way', async () => {
    render(<Select label="Document type" hideLabel options={documentTypes} defaultSelectedKey="orders" />);
    await expectHiddenLabelName();
    expect(screen.getByRole('button', { name: 'Orders Document type' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('once loaded, shows the same words while nothing is chosen', async () => {
    render(
      <>
        <Select label="Site" options={sites} />
        <Select label="Role" placeholder="Choose a role" options={sites} />
      </>,
    );
    expect(await screen.findByRole('button', { name: /^Choose one\s+Site$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Choose a role\s+Role$/ })).toBeVisible();
    expect(screen.queryByText('Select an item')).not.toBeInTheDocument();
  });
});
