import { AddAttachmentFields, documentEndpoints, EMPTY_GUID, type Problem } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_MAX_BYTES,
  type AttachmentRefusal,
  attachmentSizeText,
  checkAttachmentUpload,
} from '@b2b-portal/flows/rules';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { safeParse } from 'zod/mini';
import { attachments } from '../../db/schema';
import type { AppEnv, Principal, Services } from '../../http/context';
import { fieldErrors, ProblemError, Problems, problemResponse } from '../../http/problem';
import { apiPath, type RouteTable, registerRoute } from '../../http/route';
import {
  companyOf,
  DRAFT_DOCUMENT_TYPES,
  deleteRefusal,
  isDraftId,
  requireTypePermission,
  visibleDocument,
} from './access';
import {
  type AttachmentRow,
  contentValue,
  findAttachment,
  purgeStaleDrafts,
  toDocumentAttachment,
} from './attachments';
import { checkContent } from './content';
import { retryId } from './idempotency';

/**
 * `POST V1.0/document/addAttachment`, multipart/form-data.
 *
 * Why multipart and not JSON with base64 content: it is what a browser sends from a file input or a drop
 * (`FormData`, no script reading the file), it carries the bytes as they are (base64 would make a 10 MB file
 * 13.4 MB on the wire and a 13 MB JSON string on the server), and the contract's client passes a FormData body
 * through untouched. The route layer reads JSON only, so this endpoint declares no JSON body and reads the
 * form itself; it still goes through `registerRoute` (token, permission, answer check, the route table), and
 * is registered before the API's 1 MB body limit with a limit of its own.
 */

/** The whole request may be this large: one 10 MB file plus the other fields and the multipart framing. */
export const UPLOAD_REQUEST_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;
const MAX_FILE_NAME_LENGTH = 255;

/** A 422 refusal: the documents' 'An error occurred during upload.' followed by the reason. */
function uploadRefused(code: string, reason: string, path = 'file'): ProblemError {
  const errors: Problem['errors'] = [{ path, message: reason }];
  return new ProblemError(422, code, `${formatMessage('Attachment.UploadFailed')} ${reason}`, errors);
}

const tooLarge = (fileName: string) =>
  uploadRefused(
    'AttachmentTooLarge',
    formatMessage('Attachment.TooLarge', { fileName, max: attachmentSizeText(ATTACHMENT_MAX_BYTES) }),
  );

/** The name as sent, without any folder part or control characters. */
function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  return [...base]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim();
}

async function readForm(c: Context<AppEnv>): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ProblemError(415, 'UnsupportedMediaType', formatMessage('Attachment.FormRequired'));
  }
  try {
    return await c.req.raw.formData();
  } catch {
    throw new ProblemError(400, 'MalformedForm', formatMessage('Http.400'));
  }
}

/** The refusal of an upload the attachment rule of flows does not accept. */
function ruleRefusal(reason: AttachmentRefusal, fileName: string): ProblemError {
  switch (reason) {
    case 'blocked':
      return uploadRefused('AttachmentBlocked', formatMessage('Attachment.Blocked', { fileName }));
    case 'notSpreadsheet':
      return uploadRefused('AttachmentNotSpreadsheet', formatMessage('Attachment.NotSpreadsheet'));
    case 'empty':
      return uploadRefused('AttachmentEmpty', formatMessage('Attachment.Empty', { fileName }));
    case 'tooLarge':
      return tooLarge(fileName);
    case 'descriptionRequired':
      return uploadRefused(
        'AttachmentDescriptionRequired',
        formatMessage('Attachment.DescriptionRequired'),
        'description',
      );
    case 'descriptionTooLong':
      return uploadRefused(
        'AttachmentDescriptionTooLong',
        formatMessage('Attachment.DescriptionTooLong', { max: ATTACHMENT_DESCRIPTION_MAX_LENGTH }),
        'description',
      );
  }
}

async function addAttachment(c: Context<AppEnv>, services: Services, principal: Principal) {
  const { db } = services;
  const companyId = companyOf(principal);
  const form = await readForm(c);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : value === null ? undefined : value.name;
  };
  const parsed = safeParse(AddAttachmentFields, {
    documentType: field('documentType'),
    documentId: field('documentId'),
    description: field('description'),
    requestId: field('requestId'),
  });
  if (!parsed.success) throw Problems.validation(fieldErrors(parsed.error));
  const fields = parsed.data;
  const type = fields.documentType;

  requireTypePermission(principal, type, 'write');
  const draft = isDraftId(fields.documentId);
  if (draft && !DRAFT_DOCUMENT_TYPES.has(type)) {
    const message = formatMessage('Attachment.DraftOnlyForPricingRequest');
    throw new ProblemError(400, 'DraftOnlyForPricingRequest', message, [{ path: 'documentId', message }]);
  }
  const documentId = draft ? EMPTY_GUID : (fields.documentId as string);
  const documentOpen = draft ? true : (await visibleDocument(db, principal, type, documentId)).open;
  const answer = (row: AttachmentRow) =>
    toDocumentAttachment(row, deleteRefusal(principal, row, type, documentOpen) === null);

  // A retry of an upload that was stored: the same attachment, not a second copy.
  const id = fields.requestId ? retryId('attachment', principal.userId, fields.requestId) : undefined;
  if (id) {
    const earlier = await findAttachment(db, companyId, id);
    if (earlier) return answer(earlier);
  }

  // A document past the state that takes attachments (an order no longer Open, a pricing request In Process…)
  // takes no new ones either: its pages stop offering the upload, and the API says why.
  if (!documentOpen) {
    throw new ProblemError(409, 'DocumentClosedForAttachments', formatMessage('Attachment.DocumentClosed'));
  }

  const file = form.get('file');
  const fileName = file instanceof File ? cleanFileName(file.name) : '';
  if (!(file instanceof File) || fileName === '') {
    throw uploadRefused('AttachmentFileRequired', formatMessage('Attachment.FileRequired'));
  }
  if (fileName.length > MAX_FILE_NAME_LENGTH) {
    throw Problems.validation([{ path: 'file', message: `At most ${MAX_FILE_NAME_LENGTH} characters` }]);
  }
  const rule = checkAttachmentUpload({ fileName, size: file.size, description: fields.description });
  if (!rule.ok) throw ruleRefusal(rule.reason, fileName);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = checkContent(rule.extension, bytes);
  if (!content.ok) {
    throw content.reason === 'activeContent'
      ? uploadRefused('AttachmentActiveContent', formatMessage('Attachment.ActiveContent', { fileName }))
      : uploadRefused('AttachmentContentMismatch', formatMessage('Attachment.ContentMismatch', { fileName }));
  }

  const [inserted] = await db
    .insert(attachments)
    .values({
      ...(id ? { id } : {}),
      companyId,
      documentType: type,
      documentId,
      fileName,
      description: fields.description.trim(),
      contentType: content.contentType,
      size: bytes.byteLength,
      content: contentValue(bytes),
      uploadedBy: principal.userId,
    })
    // A retry that raced the first attempt: the first attempt's row stands and is answered.
    .onConflictDoNothing({ target: attachments.id })
    .returning({ id: attachments.id });
  if (draft) await purgeStaleDrafts(db);
  const stored = await findAttachment(db, companyId, inserted?.id ?? (id as string));
  if (!stored) throw Problems.internal();
  return answer(stored);
}

/**
 * Registers the upload on the app ahead of the API's 1 MB body limit, with a limit of its own: a request over
 * it is refused as too large before it is read (from its Content-Length) or as soon as it passes the limit.
 */
export function documentUploadRoute(app: Hono<AppEnv>, table: RouteTable, services: Services): void {
  const endpoint = documentEndpoints.addAttachment;
  app.use(
    apiPath(endpoint),
    bodyLimit({
      maxSize: UPLOAD_REQUEST_MAX_BYTES,
      onError: (c) => problemResponse(c, tooLarge(formatMessage('Attachment.TheFile'))),
    }),
  );
  registerRoute(app, table, services, endpoint, ({ c, user }) => addAttachment(c, services, user()));
}
