import { ReportSearchValues } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, reportDefinitions } from '../../db/schema';
import { documentDate } from '../../files/document-date';
import { PDF_CONTENT_TYPE, type PdfLine, writePdf } from '../../files/pdf';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import { ProblemError, Problems } from '../../http/problem';
import { REPORT_TIME_ZONE, type ReportTable, reportComputations } from './computations';

export const REPORT_FORMAT = { PDF: 1, CSV: 5, XLSX: 6 } as const;
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface RenderReportInput {
  companyId: string;
  /**
   * Who runs it (kept for the file store's index; whether they may run the report is the caller's to check, see
   * access.ts). A computation shows no more than they may see (contracts-expiring: their contract access).
   */
  userId: string;
  reportId: string;
  /** ReportFormat: PDF 1, ExcelData 5 (CSV), Xlsx 6. */
  format: number;
  searchFields: ReportSearchValues;
  now: Date;
}

/** A rendered report; `noData` when no row matched (the file still holds its heading and column headers). */
export interface RenderedReport {
  fileName: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  noData: boolean;
}

const reportNotFound = () => Problems.notFound('ReportNotFound', formatMessage('Report.NotFound'));

/**
 * Runs a report for a company: computes it from the portal's data and writes it as PDF, XLSX or CSV. The report
 * must be a standard one or the company's own (another company's answers 404 ReportNotFound); whether this user
 * may run it is checked by the caller (`findRunnableReport` of access.ts). Flags `noData` when no row matched.
 * A custom report's preset search values win over the ones given. A required field left out, or a start date
 * after the end date, answers 400 ValidationFailed with the field's path.
 */
export async function renderReport(db: Executor, input: RenderReportInput): Promise<RenderedReport> {
  const [report] = await db
    .select()
    .from(reportDefinitions)
    .where(
      and(
        eq(reportDefinitions.id, input.reportId),
        or(isNull(reportDefinitions.companyId), eq(reportDefinitions.companyId, input.companyId)),
      ),
    );
  if (!report) throw reportNotFound();
  if (!report.formats.includes(input.format)) {
    throw new ProblemError(422, 'ReportFormatNotOffered', formatMessage('Report.FormatNotOffered'));
  }
  const compute = reportComputations[report.computation];
  if (!compute) throw reportNotFound();
  const values = checkSearchValues(report, input.searchFields);
  const table = await compute(db, {
    companyId: input.companyId,
    userId: input.userId,
    values,
    now: input.now,
  });
  const noData = table.rows.length === 0;

  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  const day = input.now.toLocaleDateString('en-CA', { timeZone: REPORT_TIME_ZONE });
  const heading = {
    title: report.name,
    generated: formatMessage('Report.Generated', {
      date: documentDate(day),
      company: company?.name ?? '',
    }),
    criteria: formatMessage('Report.Criteria', { criteria: describeCriteria(values) }),
  };
  const base = `${report.key}-${day}`;
  switch (input.format) {
    case REPORT_FORMAT.PDF:
      return {
        noData,
        fileName: `${base}.pdf`,
        contentType: PDF_CONTENT_TYPE,
        body: await writePdf({ title: report.name, lines: pdfLines(heading, table) }),
      };
    case REPORT_FORMAT.XLSX:
      return {
        noData,
        fileName: `${base}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: await writeXlsx([
          {
            name: report.name,
            preamble: [heading.title, heading.generated, heading.criteria],
            columns: xlsxColumns(table),
            rows: table.totals ? [...table.rows, table.totals] : table.rows,
          },
        ]),
      };
    default:
      return {
        noData,
        fileName: `${base}.csv`,
        contentType: CSV_CONTENT_TYPE,
        body: new TextEncoder().encode(csvOf(table)),
      };
  }
}

/**
 * The search values a subscription saves (savereportsubscriptionsearchfields, saveschedule): checked as a run checks
 * them (a required field, the date order: 400 with the field's path), then kept to the fields the report takes.
 */
export function savedSearchValues(
  report: typeof reportDefinitions.$inferSelect,
  given: ReportSearchValues,
): ReportSearchValues {
  checkSearchValues(report, given);
  const names = new Set<string>(report.searchFields.map((field) => field.name));
  return Object.fromEntries(
    Object.entries(given).filter(([name, value]) => names.has(name) && value !== undefined),
  ) as ReportSearchValues;
}

/** The search values a run uses: the report's preset over the given ones, checked against its fields. */
function checkSearchValues(
  report: typeof reportDefinitions.$inferSelect,
  given: ReportSearchValues,
): ReportSearchValues {
  const merged = ReportSearchValues.safeParse({ ...given, ...report.preset });
  if (!merged.success) throw Problems.validation([{ path: 'searchFields', message: merged.error.message }]);
  const values: ReportSearchValues = {};
  const taken = new Set([...report.searchFields.map((field) => field.name), ...Object.keys(report.preset)]);
  for (const [name, value] of Object.entries(merged.data)) {
    if (taken.has(name) && value !== undefined) Object.assign(values, { [name]: value });
  }
  const missing = report.searchFields.filter(
    (field) => field.required && values[field.name as keyof ReportSearchValues] === undefined,
  );
  if (missing.length > 0) {
    throw Problems.validation(
      missing.map((field) => ({
        path: `searchFields.${field.name}`,
        message: formatMessage('Field.Required'),
      })),
    );
  }
  if (values.dateFrom && values.dateTo && values.dateFrom > values.dateTo) {
    throw Problems.validation([{ path: 'searchFields.dateTo', message: formatMessage('Report.DateOrder') }]);
  }
  return values;
}

function describeCriteria(values: ReportSearchValues): string {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${formatMessage(`Report.Field.${name}` as 'Report.Field.dateFrom')} ${value}`);
  return parts.length > 0 ? parts.join(', ') : formatMessage('Report.AllData');
}

type Cell = string | number;

const xlsxColumns = (table: ReportTable): XlsxColumn<readonly Cell[]>[] =>
  table.columns.map((column, index) => ({
    header: column.header,
    value: (row) => row[index] ?? null,
    ...(column.kind === 'text' ? {} : { format: column.kind }),
    width: column.width ?? 14,
  }));

/**
 * A table in the PDF: the first column as the line's text, the others at positions spread over the page by their
 * relative widths; a table of more than five columns is set in 8 points so dates and amounts fit their cells.
 */
function pdfLines(
  heading: { title: string; generated: string; criteria: string },
  table: ReportTable,
): PdfLine[] {
  const usable = 504;
  const size = table.columns.length > 5 ? 8 : 10;
  const widths = table.columns.map((column) => column.width ?? 14);
  const scale = usable / widths.reduce((sum, width) => sum + width, 0);
  const starts: number[] = [];
  widths.reduce((at, width) => {
    starts.push(at);
    return at + width * scale;
  }, 0);
  // An empty cell (a bucket an invoice is not in, the totals row's blanks) stays empty.
  const cellText = (value: Cell, kind: string) =>
    kind === 'money' && value !== '' ? formatMoney(String(value)) : String(value);
  // The header row's cells are words, not amounts (formatMoney would blank them).
  const row = (cells: readonly Cell[], bold = false, header = false): PdfLine => ({
    text: header ? String(cells[0] ?? '') : cellText(cells[0] ?? '', table.columns[0]?.kind ?? 'text'),
    bold,
    size,
    columns: table.columns.slice(1).map((column, offset) => {
      const index = offset + 1;
      const numeric = column.kind !== 'text';
      const start = starts[index] ?? 0;
      const width = (widths[index] ?? 14) * scale;
      return {
        text: header ? String(cells[index] ?? '') : cellText(cells[index] ?? '', column.kind),
        at: numeric ? start + width - 6 : start,
        align: numeric ? ('right' as const) : ('left' as const),
        maxWidth: width - 8,
      };
    }),
  });
  const lines: PdfLine[] = [
    { text: heading.title, bold: true, size: 16 },
    { text: heading.generated },
    { text: heading.criteria },
    {
      ...row(
        table.columns.map((column) => column.header),
        true,
        true,
      ),
      gapBefore: 14,
    },
  ];
  for (const cells of table.rows) lines.push(row(cells));
  if (table.totals) lines.push({ ...row(table.totals, true), gapBefore: 6 });
  return lines;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: Cell) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV (ExcelData): the data only, amounts as exact decimals, lines ending in CRLF. */
export function csvOf(table: ReportTable): string {
  const lines = [table.columns.map((column) => column.header), ...table.rows];
  if (table.totals) lines.push(table.totals);
  return `${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
