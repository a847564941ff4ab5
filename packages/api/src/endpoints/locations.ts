import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { Office } from '../schemas/locations';

/** The reseller's offices for the public /locations page (issue 18). */
export const locationEndpoints = {
  listOffices: defineEndpoint({
    id: 'locations.listOffices',
    method: 'GET',
    path: 'v1.0/locations/offices',
    access: 'public',
    answer: z.array(Office),
    summary:
      "The reseller's offices, headquarters first, then by name: address, phone, e-mail and opening hours. Public: the page needs no sign-in.",
  }),
} as const;
