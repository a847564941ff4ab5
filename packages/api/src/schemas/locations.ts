import * as z from 'zod/mini';
import { Guid } from './common';

/**
 * The reseller's offices (/locations, 000 §2.2; issue 18): the documents list the route and nothing of its content.
 * Chosen: what a business customer looks an office up for — its address (to visit or ship to), its phone and e-mail
 * (to call the local team) and its opening hours (when someone answers), with what the office does there.
 */
export const OfficeKind = z.enum(['headquarters', 'sales', 'integration']);
export type OfficeKind = z.infer<typeof OfficeKind>;

export const Office = z.object({
  id: Guid,
  name: z.string(),
  kind: OfficeKind,
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  /** ddd-ddd-dddd (002 §9). */
  phone: z.string(),
  email: z.string(),
  /** One line per span of days, e.g. 'Monday–Friday: 8:00 AM – 6:00 PM ET'. */
  hours: z.array(z.string()),
});
export type Office = z.infer<typeof Office>;
