import { AddressInput, WorkflowData } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, validateWith } from './validate';
import { validationFailed } from './validationFailed';

const address = { type: 2, name: 'Depot', line1: '8 Way', city: 'Camden', state: 'NJ', zipCode: '08103' };

const problem = (status: number, errors?: { path: string; message: string }[]) =>
  validationFailed('companyuser.addAddress', errors, status);

describe('validateWith', () => {
  it('answers the parsed body, trimmed and with the defaults, when the contract accepts the values', () => {
    expect(validateWith(AddressInput, { ...address, name: '  Depot ' })).toEqual({
      ok: true,
      data: expect.objectContaining({ name: 'Depot', countryCode: 'USA', line2: '', setAsPrimary: false }),
    });
  });

  it('answers one message per field in the catalogue’s words, the first the schema found', () => {
    expect(validateWith(AddressInput, { ...address, name: ' ', zipCode: '', email: 'luis' })).toEqual({
      ok: false,
      fieldErrors: {
        name: 'This field is required.',
        zipCode: 'This field is required.',
        email: 'Please enter a valid email address.',
      },
      // Blank fields among them: the form asks for the required fields.
      missing: true,
    });
    expect(validateWith(AddressInput, { ...address, zipCode: '08' })).toEqual({
      ok: false,
      fieldErrors: { zipCode: 'Please enter at least 3 characters.' },
      // Only a value in a wrong form: the form asks to correct it.
      missing: false,
    });
  });

  it('keys nested fields by their path in the body', () => {
    const result = validateWith(WorkflowData, { order: { title: 'x'.repeat(101) } });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fieldErrors).toMatchObject({
      'order.title': 'Please enter at most 100 characters.',
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps a 400’s or a 422’s field errors onto the same shape, the first message of a path winning', () => {
    expect(
      serverFieldErrors(
        problem(400, [
          { path: 'zipCode', message: 'Please enter at least 3 characters.' },
          { path: 'zipCode', message: 'second' },
          { path: 'order.po', message: 'This field is required.' },
        ]),
      ),
    ).toEqual({ zipCode: 'Please enter at least 3 characters.', 'order.po': 'This field is required.' });
    expect(serverFieldErrors(problem(422, [{ path: 'title', message: 'Taken' }]))).toEqual({
      title: 'Taken',
    });
  });

  it('answers null when there is nothing to put on a field', () => {
    expect(serverFieldErrors(problem(400))).toBeNull();
    expect(serverFieldErrors(problem(400, []))).toBeNull();
    // A conflict is not a field error in general; a form whose conflict is about one field says so by its code
    // (useContractForm's problemFields: a new user's 409 UserExists on E-mail, NewUserDialog.test).
    expect(serverFieldErrors(problem(409, [{ path: 'title', message: 'Taken' }]))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
  });
});
