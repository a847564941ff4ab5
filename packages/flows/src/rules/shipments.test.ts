import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, numberContainerItems, TRACKING_NOT_AVAILABLE, trackingList } from './shipments';

describe('shipment rules (001 §3 Shipment)', () => {
  it('should number the items 1…n across all containers, in container order', () => {
    const numbered = numberContainerItems([
      { trackingNumber: 'A', items: [{ part: 'x' }, { part: 'y' }] },
      { trackingNumber: 'B', items: [] },
      { trackingNumber: 'C', items: [{ part: 'z' }] },
    ]);
    expect(numbered.map((c) => c.items.map((i) => [i.part, i.indexNumber]))).toEqual([
      [
        ['x', 1],
        ['y', 2],
      ],
      [],
      [['z', 3]],
    ]);
  });

  it('should keep distinct tracking pairs once and only one Not Available', () => {
    const na = { trackingNumber: TRACKING_NOT_AVAILABLE, trackingUrl: '' };
    expect(
      trackingList([
        { trackingNumber: '1Z1', trackingUrl: 'u1' },
        na,
        { trackingNumber: '1Z1', trackingUrl: 'u1' },
        { trackingNumber: '1Z1', trackingUrl: 'u2' },
        { ...na, trackingUrl: 'other' },
        { trackingNumber: '1Z2', trackingUrl: 'u3' },
      ]),
    ).toEqual([
      { trackingNumber: '1Z1', trackingUrl: 'u1' },
      na,
      { trackingNumber: '1Z1', trackingUrl: 'u2' },
      { trackingNumber: '1Z2', trackingUrl: 'u3' },
    ]);
  });

  it('should link a known carrier’s tracking page and nothing for Not Available or an unknown carrier', () => {
    expect(carrierTrackingUrl('UPS', '1Z 99')).toBe('https://www.ups.com/track?tracknum=1Z%2099');
    expect(carrierTrackingUrl('UPS', TRACKING_NOT_AVAILABLE)).toBe('');
    expect(carrierTrackingUrl('Pigeon', '42')).toBe('');
  });
});
