import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Finds a grid by its name once its rows are drawn: the DataTable puts the grid in the page a render before the
 * rows of the window it draws, and on a loaded machine a test reading the rows at once found none. Waits for the
 * header row and at least one row of data.
 */
export async function findFilledGrid(name: string | RegExp): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
}
