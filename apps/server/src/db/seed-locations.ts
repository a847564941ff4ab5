import type { Executor } from './client';
import { offices } from './schema';
import { seedId } from './seed-ids';

const weekdays = (open: string, close: string, zone: string) => `Monday–Friday: ${open} – ${close} ${zone}`;

/**
 * The reseller's offices for /locations (issue 18): the headquarters, two sales offices and the integration and
 * staging centers whose goods the warehouse summary lists (seed-warehouse.ts), in the same cities.
 */
export const officeSeed = [
  {
    id: seedId('office:headquarters'),
    name: 'Headquarters',
    kind: 'headquarters' as const,
    addressLine1: '1200 Commerce Street',
    addressLine2: 'Suite 1800',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    phone: '214-555-0100',
    email: 'info@reseller.example',
    hours: [weekdays('8:00 AM', '6:00 PM', 'CT')],
    sort: 0,
  },
  {
    id: seedId('office:new-york'),
    name: 'New York Sales Office',
    kind: 'sales' as const,
    addressLine1: '350 Fifth Avenue',
    addressLine2: 'Floor 42',
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    phone: '212-555-0140',
    email: 'newyork.sales@reseller.example',
    hours: [weekdays('8:30 AM', '5:30 PM', 'ET')],
    sort: 1,
  },
  {
    id: seedId('office:san-jose'),
    name: 'San Jose Sales Office',
    kind: 'sales' as const,
    addressLine1: '2100 North First Street',
    addressLine2: '',
    city: 'San Jose',
    state: 'CA',
    postalCode: '95131',
    phone: '408-555-0170',
    email: 'sanjose.sales@reseller.example',
    hours: [weekdays('8:00 AM', '5:00 PM', 'PT')],
    sort: 1,
  },
  {
    id: seedId('office:dallas-integration'),
    name: 'Dallas Integration Center',
    kind: 'integration' as const,
    addressLine1: '4500 Logistics Parkway',
    addressLine2: 'Dock 7',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75261',
    phone: '214-555-0190',
    email: 'dallas.integration@reseller.example',
    hours: [weekdays('7:00 AM', '7:00 PM', 'CT'), 'Saturday: 8:00 AM – 12:00 PM CT'],
    sort: 2,
  },
  {
    id: seedId('office:reno-staging'),
    name: 'Reno Staging Center',
    kind: 'integration' as const,
    addressLine1: '9800 Double R Boulevard',
    addressLine2: '',
    city: 'Reno',
    state: 'NV',
    postalCode: '89521',
    phone: '775-555-0120',
    email: 'reno.staging@reseller.example',
    hours: [weekdays('7:00 AM', '5:00 PM', 'PT')],
    sort: 2,
  },
];

export async function seedLocations(db: Executor): Promise<void> {
  await db.insert(offices).values(officeSeed);
}
