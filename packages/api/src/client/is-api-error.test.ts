import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { isApiError } from './is-api-error';

describe('isApiError', () => {
  it('should recognise a failed call and nothing else, without the ApiError class at hand', () => {
    const failed = new ApiError({
      status: 404,
      endpointId: 'user.me',
      body: { code: 'NotFound', message: 'x', traceId: '' },
    });
    expect(isApiError(failed)).toBe(true);
    expect(failed.code).toBe('NotFound');
    for (const other of [
      new Error('Not Found'),
      { name: 'ApiError', status: 404 },
      null,
      undefined,
      'ApiError',
    ]) {
      expect(isApiError(other)).toBe(false);
    }
  });

  it("should recognise an ApiError of another copy of the package (the mark is the registry's symbol)", () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('@b2b-portal/api.ApiError')]: true });
    expect(isApiError(foreign)).toBe(true);
  });
});
