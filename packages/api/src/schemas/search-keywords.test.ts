import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { BlanketOrderListBody } from './blanketOrders';
import { SavedCartSearchQuery } from './cart';
import { DeviceSearchQuery } from './contracts';
import { InvoiceFilterQuery } from './invoices';
import { OrderSearchQuery } from './orders';
import { PricingRequestSearchQuery } from './pricingRequests';
import { QuoteSearchBody } from './quotes';
import { RequisitionListQuery } from './requisitions';
import { DocumentSearchQuery } from './search';
import { WarehouseFilterQuery } from './warehouse';
import { WorkItemProductQuery } from './workItems';

/**
 * The lists' search texts: one too long is refused with the catalogue's words ('Please enter at most {max}
 * characters.'), which a ValidationFailed answers for the field, never zod's own English ('Too big: …').
 */
const cases = [
  { name: 'DocumentSearchQuery', schema: DocumentSearchQuery, field: 'keyword', max: 100 },
  { name: 'BlanketOrderListBody', schema: BlanketOrderListBody, field: 'keyword', max: 100 },
  { name: 'SavedCartSearchQuery', schema: SavedCartSearchQuery, field: 'keyword', max: 200 },
  { name: 'QuoteSearchBody', schema: QuoteSearchBody, field: 'keyword', max: 200 },
  { name: 'RequisitionListQuery', schema: RequisitionListQuery, field: 'keyword', max: 200 },
  { name: 'PricingRequestSearchQuery', schema: PricingRequestSearchQuery, field: 'keyword', max: 200 },
  { name: 'DeviceSearchQuery', schema: DeviceSearchQuery, field: 'serial', max: 100 },
  { name: 'InvoiceFilterQuery', schema: InvoiceFilterQuery, field: 'po', max: 100 },
  { name: 'OrderSearchQuery', schema: OrderSearchQuery, field: 'title', max: 100 },
  { name: 'WarehouseFilterQuery', schema: WarehouseFilterQuery, field: 'order', max: 100 },
  { name: 'WorkItemProductQuery', schema: WorkItemProductQuery, field: 'search', max: 100 },
] as const;

describe("the lists' search texts", () => {
  for (const { name, schema, field, max } of cases) {
    it(`${name} refuses a ${field} over ${max} characters in the catalogue's words`, () => {
      const result = schema.safeParse({ [field]: 'x'.repeat(max + 1) });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((entry) => entry.path[0] === field);
      expect(issue?.message).toBe(formatMessage('Field.TooLong', { max }));
    });

    it(`${name} takes a ${field} of ${max} characters, trimmed`, () => {
      const result = schema.safeParse({ [field]: `  ${'x'.repeat(max)} ` });
      const issues = result.success ? [] : result.error.issues.filter((entry) => entry.path[0] === field);
      expect(issues).toEqual([]);
      if (result.success) expect((result.data as Record<string, unknown>)[field]).toBe('x'.repeat(max));
    });
  }
});
