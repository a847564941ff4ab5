import type { CartAdditionResult, QuickOrderResolution } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartSummary } from '../services/cartSummary';
import QuickOrderPage from './QuickOrderPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));

const PRODUCT = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';

const resolution: QuickOrderResolution = {
  lines: [
    {
      line: 1,
      part: 'c9200-24p-e',
      quantityText: '2',
      status: 'ready',
      quantity: 2,
      product: {
        id: PRODUCT,
        manufacturerPart: 'C9200-24P-E',
        manufacturerName: 'Cisco',
        description: 'Catalyst 9200 24-port PoE+ switch',
        unitPrice: '2195.00',
        pricingHidden: false,
      },
      code: null,
      reason: null,
    },
    {
      line: 3,
      part: 'NOPE',
      quantityText: '1',
      status: 'refused',
      quantity: null,
      product: null,
      code: 'UnknownPart',
      reason: 'No product has the part number NOPE.',
    },
  ],
  ready: 1,
  refused: 1,
};

const added: CartAdditionResult = {
  added: [{ line: 1, manufacturerPart: 'C9200-24P-E', quantity: 2 }],
  refused: [],
  cartCount: 7,
};

const renderPage = () => render(<QuickOrderPage route={routeByName('QuickOrder')} query={{}} />);

describe('QuickOrderPage', () => {
  afterEach(() => {
    call.mockReset();
    cartSummary.reset();
  });

  it('should check the pasted lines, show each resolved or refused, and add only the ready ones to the cart', async () => {
    call.mockImplementation(async (endpoint: { id: string }) =>
      endpoint.id === 'quickOrder.resolve' ? resolution : added,
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(
      screen.getByRole('textbox', { name: 'Part numbers and quantities' }),
      'c9200-24p-e, 2{enter}{enter}NOPE 1',
    );
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'quickOrder.resolve' }), {
      body: { text: 'c9200-24p-e, 2\n\nNOPE 1' },
      reportProblems: false,
    });
    expect(await screen.findByText('1 of 2 lines are ready to add to your cart.')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Checked lines' });
    expect(within(grid).getByText('Refused: No product has the part number NOPE.')).toBeInTheDocument();
    expect(within(grid).getByText('Ready to add')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 1 line to cart' }));
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'quickOrder.addItems' }), {
      body: { items: [{ line: 1, productId: PRODUCT, quantity: 2 }] },
      reportProblems: false,
    });
    expect(await screen.findByText('1 line was added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '#/shopping-cart');
    expect(cartSummary.get()).toBe(7);
  });

  it('should ask for lines instead of calling the server when nothing was pasted or chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    // Said on the part numbers field, which is marked and takes the focus (it stayed on the button).
    const field = screen.getByRole('textbox', { name: /Part numbers/ });
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'There are no part numbers to check. Paste or upload part numbers with quantities.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
    await user.type(field, 'C9300-48P 2');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('should upload a chosen file and show the server’s reason when it cannot be read', async () => {
    const message =
      'order.xlsx could not be read as a CSV or XLSX file. Please save it again as CSV or XLSX and upload it.';
    call.mockRejectedValue(
      new ApiError({
        status: 400,
        endpointId: 'quickOrder.resolveFile',
        body: { code: 'QuickOrderFileUnreadable', message, traceId: '' },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const file = new File(['not a workbook'], 'order.xlsx');
    await user.upload(screen.getByLabelText('CSV or XLSX file'), file);
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    const [endpoint, options] = call.mock.calls[0] as [{ id: string }, { body: FormData }];
    expect(endpoint.id).toBe('quickOrder.resolveFile');
    expect((options.body.get('file') as File).name).toBe('order.xlsx');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('should keep the keyboard focus on the page: on the checked lines, then on what the cart took, then on the emptied field', async () => {
    call.mockImplementation(async (endpoint: { id: string }) =>
      endpoint.id === 'quickOrder.resolve' ? resolution : added,
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Part numbers and quantities' }), 'c9200-24p-e, 2');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Checked lines' })).toHaveFocus();

    screen.getByRole('button', { name: 'Add 1 line to cart' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('1 line was added to your cart.');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('1 line was added to your cart.'));

    screen.getByRole('button', { name: 'Start over' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Part numbers and quantities' })).toHaveFocus();
  });
});
