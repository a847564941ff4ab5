import type { ApiError } from './errors';

/**
 * The mark every ApiError carries. `isApiError` reads it instead of `instanceof`, so code that only asks
 * "did a call fail?" (a page's first paint, the session) does not bring the class, its Problem schema and zod.
 */
export const API_ERROR_MARK: unique symbol = Symbol.for('@b2b-portal/api.ApiError');

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && API_ERROR_MARK in value;
}
