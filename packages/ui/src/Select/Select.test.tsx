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

describe('Select opened before its code has loaded', () => {
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
});
