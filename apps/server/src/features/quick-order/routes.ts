import { QUICK_ORDER_FILE_MAX_BYTES, quickOrderEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { addCatalogueLines } from '../cart/add-items';
import { findVisibleOrder, linesOf } from '../orders/store';
import { gridOfText, linesOfFile, linesOfGrid } from './parse';
import { resolveQuickOrder } from './resolve';

/** The uploaded file of a multipart form, or a 4xx that says what is wrong with the request. */
async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ProblemError(415, 'UnsupportedMediaType', formatMessage('QuickOrder.FileRequired'));
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ProblemError(400, 'QuickOrderFileUnreadable', formatMessage('Http.400'));
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const message = formatMessage('QuickOrder.FileRequired');
    throw new ProblemError(400, 'QuickOrderFileRequired', message, [{ path: 'file', message }]);
  }
  if (file.size > QUICK_ORDER_FILE_MAX_BYTES) {
    throw new ProblemError(
      413,
      'QuickOrderFileTooLarge',
      formatMessage('QuickOrder.FileTooLarge', {
        max: `${Math.floor(QUICK_ORDER_FILE_MAX_BYTES / 1024)} KB`,
      }),
    );
  }
  return file;
}

/** Quick order and reorder (issue 17). */
export function quickOrderRoutes(route: RouteRegistrar): void {
  route(quickOrderEndpoints.resolveQuickOrder, async ({ body, services }) =>
    resolveQuickOrder(services.db, linesOfGrid(gridOfText(body.text))),
  );

  route(quickOrderEndpoints.resolveQuickOrderFile, async ({ c, services }) => {
    const file = await uploadedFile(c);
    const written = await linesOfFile(file.name, new Uint8Array(await file.arrayBuffer()));
    return resolveQuickOrder(services.db, written);
  });

  route(quickOrderEndpoints.addQuickOrderItems, async ({ body, services, user }) =>
    addCatalogueLines(
      services,
      user(),
      body.items.map((item) => ({
        line: item.line,
        productId: item.productId,
        manufacturerPart: '',
        quantity: item.quantity,
      })),
    ),
  );

  route(quickOrderEndpoints.reorder, async ({ body, services, user }) => {
    const principal = user();
    const order = await findVisibleOrder(services.db, principal, body.id);
    const lines = await linesOf(services.db, order.id);
    const wanted = body.lineNumbers ? new Set(body.lineNumbers) : null;
    const chosen = wanted ? lines.filter((line) => wanted.has(line.lineNumber)) : lines;
    if (wanted && chosen.length !== wanted.size) {
      const message = formatMessage('Reorder.NoneChosen');
      throw new ProblemError(422, 'OrderLinesNotFound', message, [{ path: 'lineNumbers', message }]);
    }
    return addCatalogueLines(
      services,
      principal,
      chosen.map((line) => ({
        line: line.lineNumber,
        productId: line.productId,
        manufacturerPart: line.manufacturerPart,
        quantity: line.quantity,
        serviceLength: line.serviceLength,
      })),
    );
  });
}
