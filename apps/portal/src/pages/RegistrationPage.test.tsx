import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import RegistrationPage from './RegistrationPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

/** The server's requirements for this company: a shorter password than the documents' default, no symbol. */
const requirements = {
  minimumLength: 6,
  minimumUppercase: 1,
  minimumLowercase: 1,
  minimumNumeric: 1,
  minimumSpecialCharacters: 0,
};

const route = routeByName('Registration');
let registered: unknown[] = [];

beforeEach(() => {
  registered = [];
  call.mockReset();
  call.mockImplementation(async (endpoint: { id: string }, options: { body?: unknown }) => {
    if (endpoint.id === 'user.passwordComplexity') return requirements;
    registered.push(options.body);
    return { ok: true };
  });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

/** Puts the text into the field at once, as a paste does: a keystroke each re-renders the whole form. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillAll() {
  await fill(field(/^Company name/), 'Northwind Health');
  await fill(field(/^First name/), 'Reggie');
  await fill(field(/^Last name/), 'Strant');
  await fill(field(/^E-?mail/i), 'reggie@northwind.example');
  await fill(field(/^Phone/), '555-010-0300');
  await fill(field(/^Job title/), 'Nurse');
  await fill(field(/^Username/), 'reggie');
}

// Each check renders the whole form per keystroke: on a loaded machine a test takes longer than vitest's default.
describe('RegistrationPage (002 §5)', { timeout: 60_000 }, () => {
  it('names every missing field before any call, in the documents’ words, announced, the first one focused', async () => {
    render(<RegistrationPage route={route} query={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field(/^Company name/)).toHaveAccessibleDescription('This field is required.'),
    );
    for (const name of [/^First name/, /^Last name/, /^Phone/, /^Job title/, /^Username/]) {
      expect(field(name)).toHaveAccessibleDescription('This field is required.');
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
    await waitFor(() => expect(field(/^Company name/)).toHaveFocus());
    expect(registered).toEqual([]);
  });

  it('asks nothing of the browser: no required attribute to enforce, the form is noValidate', () => {
    render(<RegistrationPage route={route} query={{}} />);
    const form = screen.getByRole('form', { name: 'Registration' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.querySelectorAll('[required]')).toHaveLength(0);
    expect(field(/^Company name/)).toHaveAttribute('aria-required', 'true');
  });

  it('focuses the first field at fault on each refused submit, wherever it is', async () => {
    render(<RegistrationPage route={route} query={{}} />);
    await fillAll();
    await fill(password(/^Password/), 'Abc123');
    await fill(password(/^Confirm password/), 'Abc123');
    await userEvent.clear(field(/^E-?mail/i));
    await fill(field(/^E-?mail/i), 'reggie@northwind');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field(/^E-?mail/i)).toHaveFocus());
    expect(field(/^E-?mail/i)).toHaveAccessibleDescription('Not a valid e-mail address.');
    // Nothing missing, something wrong: the server's words for the same refusal.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid input provided, please verify all the inputs.',
    );
    expect(field(/^Company name/)).not.toHaveAttribute('aria-invalid');
    await fill(field(/^E-?mail/i), '.example');
    await userEvent.clear(password(/^Password/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(password(/^Password/)).toHaveFocus());
    expect(password(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
  });

  it('checks the password against the server’s requirements, then registers once', async () => {
    render(<RegistrationPage route={route} query={{}} />);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'user.passwordComplexity' }),
        expect.anything(),
      ),
    );
    await fillAll();
    await userEvent.type(field(/^E-?mail/i), '{Backspace>8}');
    // 'Abc12' is one short of this company's six; the documents' default of ten would refuse 'Abc123' as well.
    await userEvent.type(password(/^Password/), 'Abc12');
    await userEvent.type(password(/^Confirm password/), 'Abc12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(password(/^Password/)).toHaveAccessibleDescription(
        'The password does not meet the complexity requirements.',
      ),
    );
    expect(field(/^E-?mail/i)).toHaveAccessibleDescription('Not a valid e-mail address.');
    expect(registered).toEqual([]);

    await userEvent.type(field(/^E-?mail/i), '.example');
    await userEvent.type(password(/^Password/), '3');
    await userEvent.type(password(/^Confirm password/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Thank you for registering/)).toBeInTheDocument();
    expect(registered).toEqual([
      expect.objectContaining({ email: 'reggie@northwind.example', password: 'Abc123', jobTitle: 'Nurse' }),
    ]);
  });

  it('shows the server’s word at the field after the call', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'user.passwordComplexity') return requirements;
      throw validationFailed(
        'account.registration',
        [{ path: 'accountNumber', message: 'The customer account number is not valid.' }],
        422,
      );
    });
    render(<RegistrationPage route={route} query={{}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await fill(field(/^Customer account number/), 'C-999999');
    await fillAll();
    await userEvent.type(password(/^Password/), 'Abc123');
    await userEvent.type(password(/^Confirm password/), 'Abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field(/^Customer account number/)).toHaveAccessibleDescription(
        'The customer account number is not valid.',
      ),
    );
    await userEvent.type(field(/^Customer account number/), '1');
    expect(field(/^Customer account number/)).not.toHaveAttribute('aria-invalid');
  });
});
