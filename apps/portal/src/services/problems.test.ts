import { ApiError } from '@b2b-portal/api/client';
import { describe, expect, it } from 'vitest';
import { problemOnFields } from './problems';

const refusal = (status: number, errors?: { path: string; message: string }[]) =>
  new ApiError({
    status,
    endpointId: 'product.search',
    body: { code: 'ValidationFailed', message: 'The search was refused.', traceId: 't', errors },
  });

describe('problemOnFields', () => {
  it('should put a 400’s field errors on the form’s fields and say nothing more', () => {
    expect(
      problemOnFields(refusal(400, [{ path: 'keyword', message: 'Too long.' }]), ['keyword', 'manufacturer']),
    ).toEqual({ fieldErrors: { keyword: 'Too long.' }, message: null });
  });

  it('should give the Problem’s message for an error on no field of the form', () => {
    expect(
      problemOnFields(
        refusal(422, [
          { path: 'keyword', message: 'Too long.' },
          { path: 'sortBy', message: 'Unknown order.' },
        ]),
        ['keyword'],
      ),
    ).toEqual({ fieldErrors: { keyword: 'Too long.' }, message: 'The search was refused.' });
  });

  it.each([
    ['a 400 without field errors', refusal(400)],
    ['a 500', refusal(500, [{ path: 'keyword', message: 'Too long.' }])],
  ])('should give only the message for %s', (_, error) => {
    expect(problemOnFields(error, ['keyword'])).toMatchObject({ fieldErrors: {} });
    expect(problemOnFields(error, ['keyword']).message).not.toBeNull();
  });
});
