import {
  MANUAL_CONTRACT_FILE_MAX_BYTES,
  MANUAL_CONTRACT_MAX_ROWS,
  MANUAL_CONTRACT_REPORT_MAX,
  type ManualContractRowsProblem,
  manualContractEndpoints,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { attachmentSizeText } from '@b2b-portal/flows/rules';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileResponse } from '../../files/response';
import { XLSX_CONTENT_TYPE } from '../../files/xlsx';
import type { AppEnv, Principal, Services } from '../../http/context';
import { ProblemError, Problems, problemResponse } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { apiPath, type RouteTable, registerRoute } from '../../http/route';
import { companyOf } from '../quotes/store';
import { checkRows, locateColumns } from './rows';
import {
  currentManufacturers,
  deleteManualContracts,
  erpAccountNumbers,
  findManufacturer,
  importContracts,
  manualContracts,
  rowContext,
  uploadManufacturers,
} from './store';
import { contractTemplate, readWorkbook, UnreadableWorkbook } from './workbook';

const tooLarge = () =>
  new ProblemError(
    413,
    'ManualContractFileTooLarge',
    formatMessage('ManualContract.FileTooLarge', { max: attachmentSizeText(MANUAL_CONTRACT_FILE_MAX_BYTES) }),
    [
      {
        path: 'file',
        message: formatMessage('ManualContract.FileTooLarge', {
          max: attachmentSizeText(MANUAL_CONTRACT_FILE_MAX_BYTES),
        }),
      },
    ],
  );

const fieldProblem = (status: 400 | 404 | 422, code: string, path: string, message: string) =>
  new ProblemError(status, code, message, [{ path, message }]);

async function requireErpAccount(services: Services, companyId: string, erpAccountNumber: string) {
  const numbers = await erpAccountNumbers(services.db, companyId);
  if (!numbers.includes(erpAccountNumber)) {
    throw fieldProblem(
      404,
      'ErpAccountNotFound',
      'erpAccountNumber',
      formatMessage('ManualContract.ErpAccountNotFound', { erpAccountNumber }),
    );
  }
}

/** `manualcontract/uploadfile`: the form, the workbook, the row checks, then the import in one transaction. */
async function upload(c: Context<AppEnv>, services: Services, principal: Principal) {
  const companyId = companyOf(principal);
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ProblemError(415, 'UnsupportedMediaType', formatMessage('ManualContract.FileRequired'));
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ProblemError(400, 'MalformedForm', formatMessage('Http.400'));
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const manufacturerId = field('manufacturerId');
  const erpAccountNumber = field('erpAccountNumber');
  const uploadType = field('uploadType');
  const file = form.get('file');
  const errors: { path: string; message: string }[] = [];
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(manufacturerId)) {
    errors.push({ path: 'manufacturerId', message: formatMessage('ManualContract.ManufacturerRequired') });
  }
  if (erpAccountNumber === '') {
    errors.push({
      path: 'erpAccountNumber',
      message: formatMessage('ManualContract.ErpAccountNotFound', { erpAccountNumber }),
    });
  }
  if (uploadType !== '0' && uploadType !== '1') {
    errors.push({ path: 'uploadType', message: formatMessage('ManualContract.UploadTypeInvalid') });
  }
  if (!(file instanceof File) || file.size === 0) {
    errors.push({ path: 'file', message: formatMessage('ManualContract.FileRequired') });
  }
  if (errors.length > 0 || !(file instanceof File)) throw Problems.validation(errors);
  if (file.size > MANUAL_CONTRACT_FILE_MAX_BYTES) throw tooLarge();
  if (!(await findManufacturer(services.db, manufacturerId))) {
    throw fieldProblem(
      404,
      'ManufacturerNotFound',
      'manufacturerId',
      formatMessage('ManualContract.ManufacturerNotFound'),
    );
  }
  await requireErpAccount(services, companyId, erpAccountNumber);

  let sheet: ReturnType<typeof readWorkbook>;
  try {
    sheet = readWorkbook(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof UnreadableWorkbook)) throw error;
    throw fieldProblem(400, 'ManualContractUnreadable', 'file', formatMessage('ManualContract.Unreadable'));
  }
  const located = locateColumns(sheet);
  if (!located.ok) {
    throw fieldProblem(
      422,
      'ManualContractColumnsMissing',
      'file',
      formatMessage('ManualContract.ColumnsMissing', { columns: located.missing.join(', ') }),
    );
  }
  if (located.body.length === 0) {
    throw fieldProblem(422, 'ManualContractNoRows', 'file', formatMessage('ManualContract.NoRows'));
  }
  if (located.body.length > MANUAL_CONTRACT_MAX_ROWS) {
    throw fieldProblem(
      422,
      'ManualContractTooManyRows',
      'file',
      formatMessage('ManualContract.TooManyRows', {
        max: MANUAL_CONTRACT_MAX_ROWS.toLocaleString('en-US'),
        count: located.body.length.toLocaleString('en-US'),
      }),
    );
  }
  const context = await rowContext(services.db, companyId, manufacturerId, erpAccountNumber);
  const checked = checkRows(located, context);
  if (checked.problems.length > 0) {
    const total = checked.problems.length;
    const extensions: Omit<ManualContractRowsProblem, 'code' | 'message' | 'traceId'> = {
      rowProblems: checked.problems.slice(0, MANUAL_CONTRACT_REPORT_MAX),
      totalProblems: total,
    };
    throw new ProblemError(
      422,
      'ManualContractRowsInvalid',
      formatMessage('ManualContract.RowsInvalid', { count: total }),
      undefined,
      undefined,
      extensions,
    );
  }
  const result = await importContracts(services.db, {
    companyId,
    manufacturerId,
    erpAccountNumber,
    userId: principal.userId,
    uploadType: uploadType === '0' ? 0 : 1,
    contracts: checked.contracts,
    devices: checked.devices,
  });
  services.log.info('manual contracts uploaded', {
    companyId,
    manufacturerId,
    rows: result.rows,
    uploadType: result.uploadType,
  });
  return result;
}

/**
 * Registers the upload ahead of the API's 1 MB body limit with a limit of its own (the workbook plus the form's
 * framing): a request over it is refused as too large before it is read.
 */
export function manualContractUploadRoute(app: Hono<AppEnv>, table: RouteTable, services: Services): void {
  const endpoint = manualContractEndpoints.uploadManualContracts;
  app.use(
    apiPath(endpoint),
    bodyLimit({
      maxSize: MANUAL_CONTRACT_FILE_MAX_BYTES + 64 * 1024,
      onError: (c) => problemResponse(c, tooLarge()),
    }),
  );
  registerRoute(app, table, services, endpoint, ({ c, user }) => upload(c, services, user()));
}

/** The manual contract calls other than the upload (issue 19). */
export function manualContractRoutes(route: RouteRegistrar): void {
  route(manualContractEndpoints.getContractUploadManufacturers, async ({ services, user }) => ({
    manufacturers: await uploadManufacturers(services.db),
    erpAccountNumbers: await erpAccountNumbers(services.db, companyOf(user())),
  }));

  route(manualContractEndpoints.listCurrentManufacturers, async ({ services, user }) =>
    currentManufacturers(services.db, companyOf(user())),
  );

  route(manualContractEndpoints.getMaintenanceContracts, async ({ query, services, user }) =>
    manualContracts(services.db, companyOf(user()), query.manufacturerId),
  );

  route(manualContractEndpoints.deleteManufacturerContracts, async ({ query, services, user }) => {
    const deleted = await deleteManualContracts(services.db, companyOf(user()), query.manufacturerId);
    if (deleted.contracts === 0) {
      throw Problems.notFound('NoManualContracts', formatMessage('ManualContract.NoManualContracts'));
    }
    return deleted;
  });

  route(manualContractEndpoints.downloadContractTemplate, async ({ query, services, user }) => {
    await requireErpAccount(services, companyOf(user()), query.erpaccountnumber);
    const bytes = await contractTemplate(query.erpaccountnumber);
    const safe = query.erpaccountnumber.replace(/[^A-Za-z0-9_-]/g, '_');
    return fileResponse(bytes, `contract-template-${safe}.xlsx`, XLSX_CONTENT_TYPE);
  });
}
