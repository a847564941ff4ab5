import { PRODUCT_DOWNLOAD_MAX_ROWS } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Executor } from '../../db/client';
import { fileResponse, flagNoData } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import { listProducts, type ProductFilter, type ProductRow } from './search';

const columns: readonly XlsxColumn<ProductRow>[] = [
  { header: formatMessage('Catalogue.ColumnPart'), value: (p) => p.manufacturerPart, width: 22 },
  { header: formatMessage('Catalogue.ColumnManufacturer'), value: (p) => p.manufacturerName, width: 20 },
  { header: formatMessage('Catalogue.ColumnDescription'), value: (p) => p.description, width: 60 },
  { header: formatMessage('Catalogue.ColumnCategory'), value: (p) => p.category, width: 24 },
  { header: formatMessage('Catalogue.ColumnUnitOfMeasure'), value: (p) => p.unitOfMeasure, width: 10 },
  {
    header: formatMessage('Catalogue.ColumnUnitPrice'),
    // A hidden price never leaves the server, not even in a file.
    value: (p) => (p.pricingHidden ? formatMessage('Catalogue.RequestPricing') : p.unitPrice),
    format: 'money',
    width: 14,
  },
  {
    header: formatMessage('Catalogue.ColumnServiceLength'),
    value: (p) => p.serviceLength,
    format: 'integer',
    width: 12,
  },
];

/**
 * The products the search finds, in its order, as `products-YYYY-MM-DD.xlsx` (at most 10,000 rows). An empty
 * result is still a workbook with its header, flagged as no data (`X-No-Data`, `nodata` in the disposition) so
 * that the client shows the no-data toast.
 */
export async function productDownload(
  db: Executor,
  filter: ProductFilter,
  today = new Date(),
): Promise<Response> {
  const rows = await listProducts(db, filter, PRODUCT_DOWNLOAD_MAX_ROWS);
  const workbook = await writeXlsx([{ name: formatMessage('Catalogue.SheetName'), columns, rows }]);
  const response = fileResponse(
    workbook,
    `products-${today.toISOString().slice(0, 10)}.xlsx`,
    XLSX_CONTENT_TYPE,
  );
  return rows.length === 0 ? flagNoData(response) : response;
}
