/**
 * Shipment rules (001 §3 "Shipment"): every item gets a running indexNumber from 1 across all containers, and the
 * tracking list holds the distinct trackingNumber and trackingUrl pairs of the containers, in container order,
 * with at most one entry whose trackingNumber is 'Not Available'.
 */

export const TRACKING_NOT_AVAILABLE = 'Not Available';

export interface TrackingEntry {
  trackingNumber: string;
  trackingUrl: string;
}

/** The containers with their items numbered 1…n across all containers, in order. */
export function numberContainerItems<C extends { items: readonly object[] }>(
  containers: readonly C[],
): (Omit<C, 'items'> & { items: (C['items'][number] & { indexNumber: number })[] })[] {
  let next = 1;
  return containers.map((container) => ({
    ...container,
    items: container.items.map((item) => ({ ...item, indexNumber: next++ })),
  }));
}

/** The distinct tracking entries of the containers (see the module's comment). */
export function trackingList(containers: readonly TrackingEntry[]): TrackingEntry[] {
  const list: TrackingEntry[] = [];
  const seen = new Set<string>();
  let notAvailable = false;
  for (const { trackingNumber, trackingUrl } of containers) {
    if (trackingNumber === TRACKING_NOT_AVAILABLE) {
      if (notAvailable) continue;
      notAvailable = true;
    } else {
      const key = JSON.stringify([trackingNumber, trackingUrl]);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    list.push({ trackingNumber, trackingUrl });
  }
  return list;
}

/** Tracking pages of the carriers the reseller ships with; `{number}` is the tracking number. */
const CARRIER_TRACKING_PAGES: Readonly<Record<string, string>> = {
  UPS: 'https://www.ups.com/track?tracknum={number}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  DHL: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={number}',
};

/** The carrier's tracking link for a tracking number; '' for an unknown carrier or 'Not Available'. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string {
  const page = CARRIER_TRACKING_PAGES[carrier];
  if (!page || !trackingNumber || trackingNumber === TRACKING_NOT_AVAILABLE) return '';
  return page.replace('{number}', encodeURIComponent(trackingNumber));
}
