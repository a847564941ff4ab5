import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionOf, descriptionListOf, gridListClass } from '../test-support/definitionOf';
import WorkflowConfirmationPage from './WorkflowConfirmationPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const ID = '5b8d1c7e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
const route = routeByName('WorkflowConfirmation');

afterEach(() => call.mockReset());

describe('WorkflowConfirmationPage', () => {
  it('is the rejection page of a quote: the comments went to the sales team', () => {
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ actionID: 'reject', documentType: 8, documentID: ID, documentNumber: 'Q-500103' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quote Q-500103 rejected' })).toBeInTheDocument();
    expect(screen.getByText('Rejected. Your comments were sent to the sales team.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View quote Q-500103' })).toHaveAttribute(
      'href',
      `#/quote?id=${ID}`,
    );
    // Back to the list the quote came from.
    expect(screen.getByRole('link', { name: 'Back to pending approvals' })).toHaveAttribute(
      'href',
      '#/pending-approvals?tab=quotes',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('is the rejection page of a requisition: the comments went to the requester', () => {
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ actionID: 'reject', documentType: 4, documentID: ID, documentNumber: 'R-700004' }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Requisition R-700004 rejected' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rejected. Your comments were sent to the requester.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View requisition R-700004' })).toHaveAttribute(
      'href',
      `#/requisition?id=${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to pending approvals' })).toHaveAttribute(
      'href',
      '#/pending-approvals?tab=requisitions',
    );
  });

  it('offers no document link for an id that is not one', () => {
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ actionID: 'reject', documentType: 8, documentID: 'nope', documentNumber: 'Q-1' }}
      />,
    );
    expect(screen.queryByRole('link', { name: /View quote/ })).not.toBeInTheDocument();
  });

  it('confirms a requisition submitted for approval', () => {
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ documentType: 4, documentID: ID, documentNumber: 'R-700004' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Requisition submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View requisition R-700004' })).toBeInTheDocument();
  });

  it('says which spending limit sent a checkout for approval', () => {
    const approvalReason =
      'It went for approval because the order ($2,400.00) is above the limit per order of Radiology, $2,000.00.';
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ documentType: 4, documentID: ID, documentNumber: 'R-700005', approvalReason }}
      />,
    );
    expect(screen.getByText(approvalReason)).toBeInTheDocument();
  });

  it('shows the placed order as the documents’ headers: each value under its label, the addresses a row each', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'order.getConfirmation')
        return {
          id: ID,
          orderNumber: 'SO-900123',
          title: 'Clinic refresh',
          po: 'PO-7781',
          status: 1,
          createdAt: '2026-11-20T14:30:00.000Z',
          grandTotal: '4120.50',
          paymentTermName: 'Net 30',
          paymentSummary: 'Net 30',
          billTo: 'Northwind Health, 1 Main St, Boston, MA 02110',
          shipTo: ['Northwind Health, 1 Main St, Boston, MA 02110'],
          shippingMethod: 1,
          lineCount: 3,
        };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    render(<WorkflowConfirmationPage route={route} query={{ documentType: 1, documentID: ID }} />);
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(definitionOf(details, 'Order number')).toHaveTextContent('SO-900123');
    expect(definitionOf(details, 'PO number')).toHaveTextContent('PO-7781');
    expect(definitionOf(details, 'Total')).toHaveTextContent('$4,120.50');
    expect(definitionOf(details, 'Ship-to address')).toHaveTextContent('1 Main St, Boston');
    // Issue 16: the grid of the quote's and the requisition's headers, not term and value side by side.
    expect(descriptionListOf(details, 'Order number')).toHaveClass(gridListClass());
  });

  it('links a placed order to its detail page once the order is read back', async () => {
    call.mockResolvedValue({
      id: ID,
      orderNumber: 'SO-300012',
      title: 'Switches for the clinic',
      po: 'PO-1',
      status: -102,
      createdAt: '2026-11-27T10:00:00.000Z',
      grandTotal: '1234.50',
      paymentTermName: 'Net 30',
      paymentSummary: '',
      billTo: 'Northwind Health Accounts Payable',
      shipTo: ['Northwind Health Main Campus'],
      shippingMethod: 2,
      lineCount: 2,
    });
    render(
      <WorkflowConfirmationPage
        route={route}
        query={{ documentType: 5, documentID: ID, confirmedOrderNumber: 'SO-300012' }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'View order SO-300012' })).toHaveAttribute(
      'href',
      `#/order?id=${ID}`,
    );
  });
});
