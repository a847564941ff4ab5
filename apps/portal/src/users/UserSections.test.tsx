import { ApiError } from '@b2b-portal/api/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from './sampleUser';
import { ProfileSection, RolesSection, SpendingSection } from './UserSections';

/** What an administrator sees on a user's page when a save is refused: the focus goes to what to put right. */

const user = sampleUser;

describe('ProfileSection', () => {
  it('saved with the required fields emptied, takes the person to First name, not left on Save', async () => {
    const person = userEvent.setup();
    const save = vi.fn(async () => undefined);
    render(<ProfileSection user={user} save={save} />);
    for (const name of [/First name/, /Last name/, /E-?mail/i]) {
      await person.clear(screen.getByRole('textbox', { name }));
    }
    await person.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.'),
    );
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });
});

describe('ProfileSection of oneself', () => {
  it('keeps the e-mail out of reach and says where to change it: My Account asks for the password', () => {
    render(<ProfileSection user={{ ...user, isSelf: true }} save={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: /E-?mail/i });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Change your own e-mail address on My Account, where your password is asked for.',
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).not.toHaveAttribute('readonly');
  });
});

describe('ProfileSection refused by the server', () => {
  it.each([
    [409, 'EmailTaken', 'This e-mail address belongs to another user.'],
    [
      403,
      'CannotGrant',
      'You cannot change the e-mail address of a user who holds permissions you do not hold: storefront administrator (every permission).',
    ],
  ])('%i %s marks the E-mail field with why and takes the person there', async (status, code, message) => {
    const person = userEvent.setup();
    const save = vi.fn(async () => {
      throw new ApiError({ status, endpointId: 'user.Update', body: { code, message, traceId: 't' } });
    });
    render(<ProfileSection user={user} save={save} />);
    const email = screen.getByRole('textbox', { name: /E-?mail/i });
    await person.clear(email);
    await person.type(email, 'someone.else@northwind.example');
    await person.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields and try again.');
  });
});

describe('SpendingSection', () => {
  it('saved with an amount that is not one, takes the person to that amount', async () => {
    const person = userEvent.setup();
    const save = vi.fn();
    render(
      <SpendingSection
        canEdit
        busy={false}
        limit={{ userId: user.id, orderLimit: null, monthlyBudget: null, spentThisMonth: '0.00' }}
        save={save}
      />,
    );
    const budget = screen.getAllByRole('textbox')[1] as HTMLElement;
    await person.type(budget, 'lots');
    await person.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(budget).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(budget).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });
});

describe('RolesSection', () => {
  const buyer = { id: 'r-buyer', name: 'Buyer', roleType: 12, grantable: true };
  const viewer = { id: 'r-viewer', name: 'User Viewer', roleType: 0, grantable: true };
  const admin = { id: 'r-admin', name: 'Storefront Administrator', roleType: 1, grantable: false };
  /** The section with `unassigned` to add from; `added` is what the server's answer to Add role says. */
  function renderRoles(unassigned: (typeof viewer)[], added: boolean) {
    const add = vi.fn(async () => added);
    render(
      <RolesSection canEdit assigned={[]} unassigned={unassigned} add={add} remove={vi.fn()} busy={false} />,
    );
    return add;
  }
  /** Picks User Viewer in the role select and presses Add role. */
  async function addViewer(person: ReturnType<typeof userEvent.setup>) {
    await person.click(await screen.findByRole('button', { name: /Role to add/ }));
    await person.click(await screen.findByRole('option', { name: 'User Viewer' }));
    await person.click(screen.getByRole('button', { name: 'Add role' }));
  }

  it('asks for a role in words, and adds the one chosen', async () => {
    const person = userEvent.setup();
    const add = renderRoles([buyer, viewer], true);
    const pick = await screen.findByRole('button', { name: /Role to add/ });
    expect(pick).toHaveTextContent('Choose a role');
    expect(screen.getByRole('button', { name: 'Add role' })).toBeDisabled();
    await addViewer(person);
    expect(add).toHaveBeenCalledWith(viewer);
    // Add role goes disabled: the focus goes back to the role select, which is empty again, for the next role.
    await waitFor(() => expect(pick).toHaveFocus());
    expect(pick).toHaveTextContent('Choose a role');
    expect(screen.getByRole('button', { name: 'Add role' })).toBeDisabled();
  });

  it('sends the focus to the heading when the last role to add is added', async () => {
    renderRoles([viewer], true);
    await addViewer(userEvent.setup());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Roles' })).toHaveFocus());
  });

  it('offers to add and take away only the roles the administrator may give, and says why', async () => {
    const person = userEvent.setup();
    const remove = vi.fn(async () => true);
    render(
      <RolesSection
        canEdit
        assigned={[admin, buyer]}
        unassigned={[viewer, { ...admin, id: 'r-admin-2', name: 'Reports Administrator' }]}
        add={vi.fn()}
        remove={remove}
        busy={false}
      />,
    );
    expect(screen.getByText(/Roles that give permissions you do not hold/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove role Storefront Administrator' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove role Buyer' })).toBeEnabled();
    await person.click(screen.getByRole('button', { name: /Role to add/ }));
    expect(await screen.findByRole('option', { name: 'User Viewer' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Reports Administrator' })).toBeNull();
  });

  it('says nothing of roles out of reach when every role is within it', () => {
    render(
      <RolesSection
        canEdit
        assigned={[buyer]}
        unassigned={[viewer]}
        add={vi.fn()}
        remove={vi.fn()}
        busy={false}
      />,
    );
    expect(screen.queryByText(/Roles that give permissions you do not hold/)).toBeNull();
  });

  it('keeps the choice and the focus when the server refuses the role', async () => {
    renderRoles([viewer], false);
    await addViewer(userEvent.setup());
    const pick = screen.getByRole('button', { name: /Role to add/ });
    const addRole = screen.getByRole('button', { name: 'Add role' });
    expect(pick).toHaveTextContent('User Viewer');
    expect(addRole).toHaveFocus();
  });
});
