import { ApiError } from '@b2b-portal/api/client';

/** For tests: the ApiError of a 400 ValidationFailed answer with the given field errors, as the client throws it. */
export function validationFailed(
  endpointId: string,
  errors: { path: string; message: string }[] | undefined,
  status = 400,
) {
  return new ApiError({
    status,
    endpointId,
    body: {
      code: 'ValidationFailed',
      message: 'There was some problem, while processing your Request',
      traceId: 'trace-1',
      ...(errors ? { errors } : {}),
    },
  });
}
