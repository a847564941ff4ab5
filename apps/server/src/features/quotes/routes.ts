import {
  anyOf,
  INVOICE_DOCUMENT_TYPE,
  INVOICE_READ_PERMISSION,
  InquiryFields,
  type Money,
  type Quote,
  quoteEndpoints,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { pricingRequests, quotes } from '../../db/schema';
import { documentDate } from '../../files/document-date';
import {
  documentTreePdfLines,
  pdfAddresses,
  pdfPair,
  pdfSubtotalAndDiscounts,
  pdfTotal,
} from '../../files/document-pdf';
import { PDF_CONTENT_TYPE, type PdfLine, writePdf } from '../../files/pdf';
import { fileResponse, listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import type { Principal, Services } from '../../http/context';
import { Problems, refuseUnless } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import type { CartDocument } from '../cart/document';
import { partsListResponse } from '../cart/parts-list';
import { isAdministrator } from '../documents/access';
import { findVisibleInvoice, invoiceTypeName } from '../invoices/store';
import { enqueueMail } from '../mail/outbox';
import {
  companyOf,
  discountsOf,
  discountTotalOf,
  findVisibleQuote,
  pendingCondition,
  quoteDetail,
  quoteSummaries,
  searchCondition,
} from './store';

const formatDate = documentDate;

/** The quote as PDF lines: header, the lines in document order with group and bundle rows, discounts, totals. */
export function quotePdfLines(quote: Quote, discounts: { description: string; amount: Money }[]): PdfLine[] {
  const lines: PdfLine[] = [
    { text: formatMessage('Quote.Pdf.Heading', { number: quote.quoteNumber }), bold: true, size: 16 },
    { text: quote.title, bold: true, gapBefore: 14 },
  ];
  lines.push(pdfPair(formatMessage('Quote.Status'), quote.statusName));
  lines.push(pdfPair(formatMessage('Quote.Created'), formatDate(quote.createdDate)));
  if (quote.expiresAt) lines.push(pdfPair(formatMessage('Quote.Expires'), formatDate(quote.expiresAt)));
  if (quote.requester) lines.push(pdfPair(formatMessage('Quote.Requester'), quote.requester));
  if (quote.businessUnitName)
    lines.push(pdfPair(formatMessage('Quote.BusinessUnit'), quote.businessUnitName));
  if (quote.accountManager) {
    lines.push(
      pdfPair(
        formatMessage('Quote.AccountManager'),
        `${quote.accountManager.name}, ${quote.accountManager.email}`,
      ),
    );
  }
  lines.push(
    ...pdfAddresses(quote),
    ...documentTreePdfLines(quote, (column) => formatMessage(`Quote.Pdf.${column}`)),
    ...pdfSubtotalAndDiscounts(
      { label: formatMessage('Quote.SubTotal'), amount: quote.subTotal },
      discounts,
      { label: formatMessage('Quote.DiscountTotal'), amount: quote.discountTotal },
    ),
  );
  lines.push(pdfTotal(formatMessage('Quote.Tax'), quote.taxTotal));
  lines.push(pdfTotal(formatMessage('Quote.Shipping'), quote.shippingTotal));
  lines.push(pdfTotal(formatMessage('Quote.GrandTotal'), quote.grandTotal, true));
  return lines;
}

const exportColumns: XlsxColumn<Awaited<ReturnType<typeof quoteSummaries>>['data'][number]>[] = [
  { header: formatMessage('Quote.Number'), value: (row) => row.quoteNumber, width: 14 },
  { header: formatMessage('Quote.Name'), value: (row) => row.title, width: 40 },
  { header: formatMessage('Quote.Status'), value: (row) => row.statusName, width: 12 },
  { header: formatMessage('Quote.Created'), value: (row) => formatDate(row.createdDate), width: 12 },
  { header: formatMessage('Quote.Expires'), value: (row) => formatDate(row.expiresAt), width: 12 },
  { header: formatMessage('Quote.Requester'), value: (row) => row.requester, width: 22 },
  { header: formatMessage('Quote.BusinessUnit'), value: (row) => row.businessUnit, width: 26 },
  { header: formatMessage('Quote.Total'), value: (row) => row.grandTotal, format: 'money', width: 16 },
];

/** What an inquiry of each EmailInquiry kind is called in its mail, and the mail's kind. */
const inquiryKinds = {
  1: { name: 'Invoice.Kind', mail: 'invoice.inquiry' },
  2: { name: 'Quote.Kind', mail: 'quote.inquiry' },
  4: { name: 'Quote.PricingRequestKind', mail: 'pricingRequest.inquiry' },
} as const;

/**
 * An inquiry's recipients: the people named for it, else the reseller's customer service, so that no inquiry the
 * form confirms goes nowhere.
 */
function addressedTo(services: Services, ...named: (string | null | undefined)[]): string[] {
  const to = named.filter((address): address is string => Boolean(address?.trim()));
  return to.length > 0 ? to : [services.env.CUSTOMER_SERVICE_EMAIL];
}

/** Where an inquiry goes and what it is about. */
async function inquiryTarget(
  services: Services,
  principal: Principal,
  kind: 1 | 2 | 4,
  documentId: string,
): Promise<{ to: string[]; number: string; title: string; documentType: number }> {
  if (kind === 1) {
    // Issue 17: an invoice the caller sees; it goes to the invoice's account manager.
    if (!hasPermission(principal.permissions, INVOICE_READ_PERMISSION)) throw Problems.forbidden();
    const invoice = await findVisibleInvoice(services.db, principal, documentId);
    const address = invoice.accountManager?.email;
    return {
      to: address ? [address] : [],
      number: invoice.invoiceNumber,
      title: invoiceTypeName(invoice.invoiceType),
      documentType: INVOICE_DOCUMENT_TYPE,
    };
  }
  if (kind === 2) {
    const quote = await findVisibleQuote(services.db, principal, documentId);
    // The account manager; the inside sales rep when the quote names no account manager.
    const address = quote.accountManager?.email || quote.insideSales?.email;
    return { to: address ? [address] : [], number: quote.number, title: quote.title, documentType: 8 };
  }
  // A pricing request: the caller's own (or the company's with viewAllRFQs); it goes to the account manager of
  // a quote made from it, else of the company's latest quote.
  if (!hasPermission(principal.permissions, anyOf('submitRFQ', 'rfqs', 'viewAllRFQs')))
    throw Problems.forbidden();
  const companyId = companyOf(principal);
  const [request] = await services.db
    .select()
    .from(pricingRequests)
    .where(and(eq(pricingRequests.id, documentId), eq(pricingRequests.companyId, companyId)))
    .limit(1);
  const seesAll = isAdministrator(principal) || hasPermission(principal.permissions, 'viewAllRFQs');
  if (!request || (!seesAll && request.requesterUserId !== principal.userId)) {
    throw Problems.notFound('PricingRequestNotFound', formatMessage('Quote.NotFound'));
  }
  const [fromRequest] = await services.db
    .select({ accountManager: quotes.accountManager })
    .from(quotes)
    .where(and(eq(quotes.pricingRequestId, request.id), isNotNull(quotes.accountManager)))
    .limit(1);
  const [latest] = fromRequest
    ? [fromRequest]
    : await services.db
        .select({ accountManager: quotes.accountManager })
        .from(quotes)
        .where(and(eq(quotes.companyId, companyId), isNotNull(quotes.accountManager)))
        .orderBy(desc(quotes.createdAt))
        .limit(1);
  const to = latest?.accountManager?.email ? [latest.accountManager.email] : [];
  return { to, number: request.number, title: request.title, documentType: 15 };
}

/** Quotes: list, detail, discounts, terms, downloads, exports, inquiry, pending (issue 6; see the design note in /work/notes/issue6-design.md). */
export function quoteRoutes(route: RouteRegistrar): void {
  route(quoteEndpoints.list, async ({ body, services, user }) => {
    const { total, data } = await quoteSummaries(services.db, searchCondition(user(), body), body, body.sort);
    return { start: body.start, size: body.size, totalRecords: total, records: data.length, sortBy: 0, data };
  });

  route(quoteEndpoints.get, async ({ query, services, user }) =>
    quoteDetail(services.db, await findVisibleQuote(services.db, user(), query.id)),
  );

  route(quoteEndpoints.getDiscountAmounts, async ({ query, services, user }) => {
    const row = await findVisibleQuote(services.db, user(), query.id);
    return {
      amounts: discountsOf(row),
      total: discountTotalOf(row),
    };
  });

  route(quoteEndpoints.getTermsAndConditions, async ({ query, services, user }) => {
    const row = await findVisibleQuote(services.db, user(), query.id);
    return { termsAndConditions: row.termsAndConditions };
  });

  route(quoteEndpoints.download, async ({ query, services, user }) => {
    const row = await findVisibleQuote(services.db, user(), query.id);
    const quote = await quoteDetail(services.db, row);
    const bytes = await writePdf({
      title: `${quote.quoteNumber} ${quote.title}`,
      lines: quotePdfLines(quote, discountsOf(row)),
    });
    return fileResponse(bytes, `quote-${quote.quoteNumber}.pdf`, PDF_CONTENT_TYPE);
  });

  route(quoteEndpoints.export, async ({ body, services, user }) => {
    const { data } = await quoteSummaries(services.db, searchCondition(user(), body));
    const bytes = await writeXlsx([
      { name: formatMessage('Quote.Export.Sheet'), columns: exportColumns, rows: data },
    ]);
    return listFileResponse(bytes, 'quotes.xlsx', XLSX_CONTENT_TYPE, data.length);
  });

  route(quoteEndpoints.exportPartsList, async ({ query, services, user }) => {
    const row = await findVisibleQuote(services.db, user(), query.id);
    const quote = await quoteDetail(services.db, row);
    const document = {
      groups: quote.groups,
      bundles: quote.bundles.map((bundle) => ({ ...bundle, version: 0 })),
      items: quote.items.map((item) => ({ ...item, version: 0 })),
      totals: { grandTotal: quote.grandTotal, recurringMonthlyCharges: 0 },
      unavailableItemCount: 0,
    } as unknown as CartDocument;
    return partsListResponse(document, { number: quote.quoteNumber, title: quote.title });
  });

  route(quoteEndpoints.listPending, async ({ query, services, user }) => {
    const where = await pendingCondition(services.db, user(), query.status);
    const { total, data } = await quoteSummaries(services.db, where, {
      start: query.start,
      size: query.records,
    });
    return {
      start: query.start,
      size: query.records,
      totalRecords: total,
      records: data.length,
      sortBy: query.sortBy,
      data,
    };
  });

  route(quoteEndpoints.submitInquiry, async ({ body, services, user }) => {
    const { message } = refuseUnless(InquiryFields, body, 'MessageRequired');
    const principal = user();
    const name = `${principal.firstName} ${principal.lastName}`.trim();
    if (body.kind === 5) {
      // Account Overview's advisory tile (issue 17): about no document; to the company's account manager (of its
      // latest quote that names one).
      const [latest] = await services.db
        .select({ accountManager: quotes.accountManager })
        .from(quotes)
        .where(and(eq(quotes.companyId, companyOf(principal)), isNotNull(quotes.accountManager)))
        .orderBy(desc(quotes.createdAt))
        .limit(1);
      await enqueueMail(services.db, {
        companyId: companyOf(principal),
        to: addressedTo(services, latest?.accountManager?.email),
        subject: formatMessage('Overview.AdvisorySubject'),
        text: formatMessage('Overview.AdvisoryMailText', { name, email: principal.email, message }),
        kind: 'advisor.inquiry',
      });
      return { ok: true as const };
    }
    const target = await inquiryTarget(services, principal, body.kind, body.documentId);
    const kind = formatMessage(inquiryKinds[body.kind].name);
    await enqueueMail(services.db, {
      companyId: companyOf(principal),
      to: addressedTo(services, ...target.to),
      subject: formatMessage('Quote.InquirySubject', { kind, number: target.number }),
      text: formatMessage('Quote.InquiryText', {
        name,
        email: principal.email,
        kind,
        number: target.number,
        title: target.title,
        message,
      }),
      kind: inquiryKinds[body.kind].mail,
      documentType: target.documentType,
      documentId: body.documentId,
    });
    return { ok: true as const };
  });
}
