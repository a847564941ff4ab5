import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { definitionOf, descriptionListOf, gridListClass } from '../test-support/definitionOf';
import { LastCrumb } from '../test-support/LastCrumb';
import { expectLengthLimit } from '../test-support/lengthLimit';
import ViewRegistrationPage from './ViewRegistrationPage';

/**
 * Saving and denying a registration: the contract's check of the details and of the comments before the call,
 * the server's word after it.
 */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

afterEach(() => call.mockReset());

const ID = '7a4e2c1b-9d8f-4e6a-b5c3-2d1e0f9a8b7c';
const registration = {
  id: ID,
  firstName: 'Nia',
  lastName: 'Hire',
  email: 'newhire@northwind.example',
  companyName: 'Northwind Health',
  accountNumber: '',
  createdDate: '2026-11-20T09:00:00.000Z',
  status: 0,
  username: 'newhire@northwind.example',
  phone: '215-555-0199',
  jobTitle: 'Buyer',
  comments: '',
  roleIds: [],
  availableRoles: [],
  reviewedBy: null,
  reviewedDate: null,
};

const rejections = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'account.Reject');

async function openDenial() {
  const user = userEvent.setup();
  render(<ViewRegistrationPage route={routeByName('ViewRegistration')} query={{ id: ID }} />);
  await user.click(await screen.findByRole('button', { name: 'Deny' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Deny registration' }));
  return { user, dialog, comments: dialog.getByRole('textbox', { name: /Comments/ }) };
}

describe('ViewRegistrationPage details', { timeout: 60_000 }, () => {
  it('shows the registration as the documents’ headers: each value under its label, the comments a row', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration')
        return { ...registration, comments: 'Starts in the Boston office on Monday.' };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    render(<ViewRegistrationPage route={routeByName('ViewRegistration')} query={{ id: ID }} />);
    const main = document.body;
    await screen.findByRole('button', { name: 'Deny' });
    expect(definitionOf(main, 'Username')).toHaveTextContent('newhire@northwind.example');
    expect(definitionOf(main, 'Company name')).toHaveTextContent('Northwind Health');
    expect(definitionOf(main, 'Customer account number')).toHaveTextContent('—');
    expect(definitionOf(main, 'Comments')).toHaveTextContent('Starts in the Boston office on Monday.');
    // Issue 16: the grid of the quote's and the requisition's headers, not term and value side by side.
    expect(descriptionListOf(main, 'Username')).toHaveClass(gridListClass());
  });

  it('names itself by the person once loaded, for the last crumb and the page title', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration') return registration;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const route = routeByName('ViewRegistration');
    render(<LastCrumb route="ViewRegistration" />);
    const crumb = screen.getByTestId('last-crumb');
    expect(crumb).toHaveTextContent(new RegExp(`^${route.title}$`));
    render(<ViewRegistrationPage route={route} query={{ id: ID }} />);
    await screen.findByRole('button', { name: 'Deny' });
    expect(crumb).toHaveTextContent(new RegExp(`^${route.title}: Nia Hire$`));
  });
});

describe('ViewRegistrationPage denial', { timeout: 60_000 }, () => {
  it('refuses blank comments in the documents’ words, with the contract’s limit, without calling', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration') return registration;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { user, dialog, comments } = await openDenial();
    await expectLengthLimit(comments, 2000);
    await user.type(comments, '   ');
    await user.click(dialog.getByRole('button', { name: 'Deny' }));
    expect(comments).toHaveAttribute('aria-invalid', 'true');
    expect(comments).toHaveAccessibleDescription('Please enter comments for the denial.');
    expect(rejections()).toHaveLength(0);
  });

  it('keeps the dialog open with the server’s field error on the comments, until they are edited', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration') return registration;
      throw validationFailed(
        endpoint.id,
        [{ path: 'comments', message: 'Please enter comments for the denial.' }],
        422,
      );
    });
    const { user, dialog, comments } = await openDenial();
    await user.type(comments, ' Not an employee ');
    await user.click(dialog.getByRole('button', { name: 'Deny' }));
    await vi.waitFor(() => expect(comments).toHaveAttribute('aria-invalid', 'true'));
    expect(comments).toHaveAccessibleDescription('Please enter comments for the denial.');
    expect(rejections()).toHaveLength(1);
    expect(rejections()[0]?.[1]).toMatchObject({ body: { id: ID, comments: 'Not an employee' } });
    expect(screen.getByRole('dialog', { name: 'Deny registration' })).toBeInTheDocument();
    await user.type(comments, '.');
    expect(comments).not.toHaveAttribute('aria-invalid');
  });
});

const saves = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'account.Save');

describe('ViewRegistrationPage details', { timeout: 60_000 }, () => {
  it('refuses a blank first name and a job title over the contract’s length before Save or Approve calls', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration') return registration;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const user = userEvent.setup();
    render(<ViewRegistrationPage route={routeByName('ViewRegistration')} query={{ id: ID }} />);
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    const job = screen.getByRole('textbox', { name: /^Job title/ });
    await expectLengthLimit(job, 100);
    await user.clear(first);
    await user.type(first, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Please enter all required fields and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(call.mock.calls.map(([endpoint]) => endpoint.id)).toEqual(['account.ListPendingRegistration']);
    await user.type(first, 'Nia');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed details once and shows the server’s word on the roles after the call', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'account.ListPendingRegistration') return registration;
      throw validationFailed(
        endpoint.id,
        [{ path: 'roleIds', message: 'A chosen role is not offered.' }],
        422,
      );
    });
    const user = userEvent.setup();
    render(<ViewRegistrationPage route={routeByName('ViewRegistration')} query={{ id: ID }} />);
    const job = await screen.findByRole('textbox', { name: /^Job title/ });
    await user.clear(job);
    await user.type(job, ' Senior buyer ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByText('A chosen role is not offered.')).toBeInTheDocument());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.[1]).toMatchObject({ body: { id: ID, jobTitle: 'Senior buyer', firstName: 'Nia' } });
  });
});
