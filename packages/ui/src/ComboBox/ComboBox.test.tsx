import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './ComboBox';
import { fakeManufacturerSearch, manufacturers } from './ComboBox.fixtures';

describe('ComboBox', () => {
  it('should show a loading indicator while options load, then the options', async () => {
    render(<ComboBox label="Manufacturer" loadOptions={fakeManufacturerSearch(1500)} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Manufacturer' }), 'mic');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Microsoft' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("should say 'No records found.' when nothing matches", async () => {
    render(<ComboBox label="Manufacturer" options={manufacturers} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Manufacturer' }), 'zzz');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cisco' })).not.toBeInTheDocument();
  });
});
