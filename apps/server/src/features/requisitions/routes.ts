import { Enumerations, requisitionEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { addMoney } from '@b2b-portal/flows/rules';
import { and, eq, sql } from 'drizzle-orm';
import { requisitions, workflowHistory } from '../../db/schema';
import { PDF_CONTENT_TYPE } from '../../files/pdf';
import { fileResponse, listFileResponse } from '../../files/response';
import { XLSX_CONTENT_TYPE } from '../../files/xlsx';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { requisitionListXlsx, requisitionPdf } from './files';
import { asLines, linesTotals, type RequisitionLines, withoutBundle, withoutItem } from './lines';
import {
  currentLevelOf,
  findVisible,
  listSummaries,
  mayDeleteLinesNow,
  pendingWhere,
  readRequisition,
  requisitionCaller,
  searchWhere,
} from './store';

const REQUISITION = Enumerations.DocumentType.Requisition.value;
const EXPORT_LIMIT = 5000;

const unprocessable = (code: string, message: string) => new ProblemError(422, code, message);

/** What a deletion leaves and how the history says it. */
type LineChange = (lines: RequisitionLines) => { next: RequisitionLines; comments: string };

/**
 * Deletes lines of a requisition the caller sees and may change now (see `mayDeleteLines`): recomputes the
 * totals from the remaining lines, bumps the version (open workflow tokens go stale) and records 'ItemDeleted'
 * in the workflow history, in one transaction. The last line cannot go: the requisition is canceled instead.
 */
async function changeLines(services: Services, principal: Principal, id: string, change: LineChange) {
  const { db } = services;
  const caller = await requisitionCaller(db, principal);
  const updated = await db.transaction(async (tx) => {
    const row = await findVisible(tx, caller, id, { lock: true });
    if (!(await mayDeleteLinesNow(tx, caller, row))) {
      throw unprocessable('RequisitionLinesLocked', formatMessage('Requisition.CannotChangeLines'));
    }
    const { next, comments } = change(asLines(row.lines));
    if (next.items.length === 0) {
      throw unprocessable('RequisitionLastLine', formatMessage('Requisition.LastLine'));
    }
    const subTotal = linesTotals(next).subTotal;
    const [saved] = await tx
      .update(requisitions)
      .set({
        lines: next,
        subtotal: subTotal,
        grandTotal: addMoney(subTotal, row.taxTotal, row.shippingTotal),
        version: sql`${requisitions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(requisitions.id, row.id), eq(requisitions.version, row.version)))
      .returning();
    if (!saved) throw Problems.internal();
    const level = currentLevelOf(row);
    await tx.insert(workflowHistory).values({
      companyId: row.companyId,
      documentType: REQUISITION,
      documentId: row.id,
      action: 'ItemDeleted',
      level: level?.level ?? null,
      roleName: level?.roleName ?? '',
      userId: principal.userId,
      actorName: `${principal.firstName} ${principal.lastName}`.trim(),
      comments,
      status: row.status,
    });
    return saved;
  });
  return readRequisition(db, caller, updated);
}

const lineNotFound = () =>
  Problems.notFound('RequisitionLineNotFound', formatMessage('Requisition.LineNotFound'));
const bundleNotFound = () =>
  Problems.notFound('RequisitionBundleNotFound', formatMessage('Requisition.BundleNotFound'));

/** Requisitions: list, detail, delete item/bundle, exports, downloads, pending (issue 6). */
export function requisitionRoutes(route: RouteRegistrar): void {
  route(requisitionEndpoints.listRequisitions, async ({ query, services, user }) => {
    const caller = await requisitionCaller(services.db, user());
    return listSummaries(services.db, searchWhere(caller, query), {
      sortBy: query.sortBy,
      start: query.start,
      size: query.size,
    });
  });

  route(requisitionEndpoints.getRequisition, async ({ query, services, user }) => {
    const caller = await requisitionCaller(services.db, user());
    return readRequisition(services.db, caller, await findVisible(services.db, caller, query.id));
  });

  route(requisitionEndpoints.deleteRequisitionItem, async ({ query, services, user }) =>
    changeLines(services, user(), query.id, (lines) => {
      const item = lines.items.find((line) => line.id === query.itemId);
      if (!item) throw lineNotFound();
      return {
        next: withoutItem(lines, item.id),
        comments: formatMessage('Requisition.ItemDeleted', {
          line: item.printLineNumber,
          part: item.manufacturerPart,
          description: item.description,
        }),
      };
    }),
  );

  route(requisitionEndpoints.deleteRequisitionBundle, async ({ query, services, user }) =>
    changeLines(services, user(), query.id, (lines) => {
      const bundle = lines.bundles.find((entry) => entry.id === query.bundleId);
      if (!bundle) throw bundleNotFound();
      return {
        next: withoutBundle(lines, bundle.id),
        comments: formatMessage('Requisition.BundleDeleted', {
          name: bundle.name,
          count: lines.items.filter((item) => item.bundleID === bundle.id).length,
        }),
      };
    }),
  );

  route(requisitionEndpoints.exportRequisitionSearchList, async ({ body, services, user }) => {
    const caller = await requisitionCaller(services.db, user());
    const page = await listSummaries(services.db, searchWhere(caller, body), {
      sortBy: body.sortBy,
      limit: EXPORT_LIMIT,
    });
    return listFileResponse(
      await requisitionListXlsx(page.data),
      'requisitions.xlsx',
      XLSX_CONTENT_TYPE,
      page.data.length,
    );
  });

  route(requisitionEndpoints.downloadRequisition, async ({ query, services, user }) => {
    const caller = await requisitionCaller(services.db, user());
    const requisition = await readRequisition(
      services.db,
      caller,
      await findVisible(services.db, caller, query.id),
    );
    return fileResponse(
      await requisitionPdf(requisition),
      `requisition-${requisition.requisitionNumber}.pdf`,
      PDF_CONTENT_TYPE,
    );
  });

  route(requisitionEndpoints.listPendingRequisitions, async ({ query, services, user }) => {
    const caller = await requisitionCaller(services.db, user());
    const where = pendingWhere(caller);
    if (!where) {
      return {
        start: query.start,
        size: query.records,
        totalRecords: 0,
        records: 0,
        sortBy: query.sortBy,
        data: [],
      };
    }
    return listSummaries(services.db, where, {
      sortBy: query.sortBy,
      start: query.start,
      size: query.records,
    });
  });
}
