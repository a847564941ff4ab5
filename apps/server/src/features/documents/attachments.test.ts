import {
  AttachmentGroup,
  addAttachmentFormData,
  DocumentAttachment,
  EMPTY_GUID,
  Problem,
} from '@b2b-portal/api';
import { ATTACHMENT_MAX_BYTES } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attachments, pricingRequests } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { addSecondNorthwindBuyer, file, samples } from './documents.fixtures';

const BUYER = 'buyer@northwind.example';
const ADMIN = 'admin@northwind.example';
const APPROVER = 'approver@northwind.example';
const USERADMIN = 'useradmin@northwind.example';
const CONTOSO = 'buyer@contoso.example';
const UPLOAD = '/api/V1.0/document/addAttachment';

let t: TestApp;
let buyer2: string;
const tokens = new Map<string, string>();

async function token(username: string) {
  if (!tokens.has(username)) tokens.set(username, await t.signIn(username));
  return tokens.get(username) as string;
}

async function request(username: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${await token(username)}`);
  return t.app.request(path, { ...init, headers });
}

async function upload(
  username: string,
  fields: { documentType?: string; documentId?: string; description?: string; requestId?: string },
  attached?: File,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  if (attached) form.set('file', attached);
  const response = await request(username, UPLOAD, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A draft of the buyer's pricing request being composed. */
const draft = (name: string, bytes: Uint8Array, description = 'Signed quote') =>
  upload(BUYER, { documentType: '15', description }, file(name, bytes));

async function getJson(username: string, path: string) {
  const response = await request(username, path);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function postJson(username: string, path: string, body: unknown) {
  const response = await request(username, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A pricing request of the given requester, made directly in the database. */
async function pricingRequest(requester: keyof typeof demoUsers, status = 7): Promise<string> {
  const user = demoUsers[requester];
  const [row] = await t.database.db
    .insert(pricingRequests)
    .values({
      companyId: demoCompanies[user.company].id,
      requesterUserId: user.id,
      number: `PR-T${Math.random().toString().slice(2, 10)}`,
      title: 'Test request',
      status,
      lines: { groups: [], bundles: [], items: [] },
    })
    .returning({ id: pricingRequests.id });
  return row!.id;
}

const attached = (body: unknown) => DocumentAttachment.parse(body);
const refusal = (body: unknown) => Problem.parse(body);

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  buyer2 = await addSecondNorthwindBuyer(t);
});
afterAll(() => t?.close());

describe('addAttachment', () => {
  it('should store a draft of a pricing request and answer it with the type found from its bytes', async () => {
    const answer = await draft('Quote 44817.pdf', samples.pdf());
    expect(answer.status).toBe(200);
    expect(attached(answer.body)).toMatchObject({
      documentType: 15,
      documentID: EMPTY_GUID,
      fileName: 'Quote 44817.pdf',
      fileType: 'PDF',
      description: 'Signed quote',
      contentType: 'application/pdf',
      size: samples.pdf().byteLength,
      uploadedBy: 'Blake Buyer',
      uploadedByUserID: demoUsers.buyer.id,
      internal: false,
      canDelete: true,
    });
  });

  it('should take the form the contract builds, keeping only the file name of a path', async () => {
    const form = addAttachmentFormData({
      documentType: 15,
      description: '  Rack layout  ',
      file: new Blob([samples.png() as Uint8Array<ArrayBuffer>]),
      fileName: 'C:\\Users\\blake\\rack.png',
    });
    const response = await request(BUYER, UPLOAD, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(attached(await response.json())).toMatchObject({
      fileName: 'rack.png',
      description: 'Rack layout',
      contentType: 'image/png',
    });
  });

  it.each([
    ['setup.exe', samples.exe()],
    ['report.PDF.js', samples.pdf()],
    ['page.html', samples.pdf()],
    ['quote.pdf.exe. ', samples.pdf()],
  ])('should refuse %j by its name with 422 and the reason', async (name, bytes) => {
    const answer = await draft(name, bytes);
    expect(answer.status).toBe(422);
    const problem = refusal(answer.body);
    expect(problem.code).toBe('AttachmentBlocked');
    expect(problem.message).toBe(
      `An error occurred during upload. ${name.replace(/\s+$/, '')} cannot be attached: files of this type are not allowed.`,
    );
    expect(problem.errors).toEqual([{ path: 'file', message: expect.stringContaining('not allowed') }]);
  });

  it.each([
    ['a Windows program renamed .pdf', 'invoice.pdf', samples.exe(), 'AttachmentActiveContent'],
    ['an ELF program renamed .txt', 'notes.txt', samples.elf(), 'AttachmentActiveContent'],
    ['a shell script renamed .csv', 'parts.csv', samples.script(), 'AttachmentActiveContent'],
    ['a web page with script renamed .txt', 'readme.txt', samples.html(), 'AttachmentActiveContent'],
    ['a PNG renamed .pdf', 'scan.pdf', samples.png(), 'AttachmentContentMismatch'],
    ['a Latin-1 text named .csv', 'parts.csv', samples.latin1(), 'AttachmentContentMismatch'],
  ])('should refuse %s by its content', async (_case, name, bytes, code) => {
    const answer = await draft(name, bytes);
    expect(answer.status).toBe(422);
    const problem = refusal(answer.body);
    expect(problem.code).toBe(code);
    expect(problem.message).toMatch(/^An error occurred during upload\. /);
    expect(problem.message).toContain(name);
  });

  it('should accept a real workbook as .xlsx', async () => {
    const answer = await draft('parts.xlsx', await samples.xlsx());
    expect(answer.status).toBe(200);
    expect(attached(answer.body).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
  ])('should refuse a %s description', async (_case, description) => {
    const answer = await upload(BUYER, { documentType: '15', description }, file('quote.pdf', samples.pdf()));
    expect(answer.status).toBe(422);
    expect(refusal(answer.body)).toMatchObject({
      code: 'AttachmentDescriptionRequired',
      message: 'An error occurred during upload. Please enter a description.',
      errors: [{ path: 'description', message: 'Please enter a description.' }],
    });
  });

  it('should refuse a description over 250 characters (the contract’s limit) as a field error, in its words', async () => {
    const answer = await draft('quote.pdf', samples.pdf(), 'x'.repeat(251));
    expect(answer.status).toBe(400);
    expect(refusal(answer.body)).toMatchObject({
      code: 'ValidationFailed',
      errors: [{ path: 'description', message: 'The description can be at most 250 characters.' }],
    });
    expect((await draft('quote.pdf', samples.pdf(), ` ${'x'.repeat(250)} `)).status).toBe(200);
  });

  it('should take exactly 10 MB and refuse 10 MB and one byte, saying the limit', async () => {
    const exactly = new Uint8Array(ATTACHMENT_MAX_BYTES);
    exactly.set(samples.pdf());
    expect((await draft('big.pdf', exactly)).status).toBe(200);

    const over = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    over.set(samples.pdf());
    const answer = await draft('bigger.pdf', over);
    expect(answer.status).toBe(422);
    expect(refusal(answer.body)).toMatchObject({
      code: 'AttachmentTooLarge',
      message:
        'An error occurred during upload. bigger.pdf is too large: an attachment can be at most 10 MB.',
    });
  });

  it('should refuse a request far over the limit before reading it', async () => {
    const huge = new Uint8Array(ATTACHMENT_MAX_BYTES * 2);
    huge.set(samples.pdf());
    const answer = await draft('huge.pdf', huge);
    expect(answer.status).toBe(422);
    expect(refusal(answer.body)).toMatchObject({
      code: 'AttachmentTooLarge',
      message: expect.stringContaining('at most 10 MB'),
    });
  });

  it('should refuse an upload without a file, an empty file, and a body that is not a form', async () => {
    const noFile = await upload(BUYER, { documentType: '15', description: 'Nothing' });
    expect(noFile.status).toBe(422);
    expect(refusal(noFile.body).code).toBe('AttachmentFileRequired');

    const empty = await draft('empty.pdf', new Uint8Array());
    expect(empty.status).toBe(422);
    expect(refusal(empty.body).code).toBe('AttachmentEmpty');

    const json = await postJson(BUYER, UPLOAD, { documentType: 15, description: 'x' });
    expect(json.status).toBe(415);
    expect(refusal(json.body).message).toBe('Attachments must be sent as multipart/form-data.');
  });

  it.each([
    ['an invoice type', { documentType: '7', description: 'x' }],
    ['no type', { description: 'x' }],
    ['a malformed document id', { documentType: '15', documentId: 'PR-1', description: 'x' }],
  ])('should answer 400 to %s', async (_case, fields) => {
    const answer = await upload(BUYER, fields, file('quote.pdf', samples.pdf()));
    expect(answer.status).toBe(400);
    expect(refusal(answer.body).code).toBe('ValidationFailed');
  });

  it('should keep drafts to pricing requests', async () => {
    const answer = await upload(
      APPROVER,
      { documentType: '8', description: 'x' },
      file('q.pdf', samples.pdf()),
    );
    expect(answer.status).toBe(400);
    expect(refusal(answer.body).code).toBe('DraftOnlyForPricingRequest');
  });

  it('should need submitRFQ to upload to a pricing request', async () => {
    // The approver holds quote and requisition permissions, none of the pricing request's.
    const answer = await upload(
      APPROVER,
      { documentType: '15', description: 'x' },
      file('q.pdf', samples.pdf()),
    );
    expect(answer.status).toBe(403);
    // The user administrator holds no attachment permission at all.
    const none = await upload(
      USERADMIN,
      { documentType: '15', description: 'x' },
      file('q.pdf', samples.pdf()),
    );
    expect(none.status).toBe(403);
  });

  it("should upload to the caller's own pricing request and answer 404 for another company's", async () => {
    const own = await pricingRequest('buyer');
    const answer = await upload(
      BUYER,
      { documentType: '15', documentId: own, description: 'Floor plan' },
      file('plan.pdf', samples.pdf()),
    );
    expect(answer.status).toBe(200);
    expect(attached(answer.body).documentID).toBe(own);

    const contosos = await pricingRequest('contosoBuyer');
    const foreign = await upload(
      BUYER,
      { documentType: '15', documentId: contosos, description: 'x' },
      file('plan.pdf', samples.pdf()),
    );
    expect(foreign.status).toBe(404);
    expect(refusal(foreign.body).code).toBe('DocumentNotFound');
  });

  it('should answer 404 for a quote, order or requisition that does not exist', async () => {
    const answer = await upload(
      ADMIN,
      { documentType: '8', documentId: crypto.randomUUID(), description: 'x' },
      file('q.pdf', samples.pdf()),
    );
    expect(answer.status).toBe(404);
  });

  it('should answer the stored attachment again when an upload is retried with its requestId', async () => {
    const requestId = crypto.randomUUID();
    const first = attached(
      (
        await upload(
          BUYER,
          { documentType: '15', description: 'Retry', requestId },
          file('r.pdf', samples.pdf()),
        )
      ).body,
    );
    const second = attached(
      (
        await upload(
          BUYER,
          { documentType: '15', description: 'Retry', requestId },
          file('r.pdf', samples.pdf()),
        )
      ).body,
    );
    expect(second.id).toBe(first.id);
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.id, first.id));
    expect(rows).toHaveLength(1);
  });
});

describe('listing, downloading and deleting', () => {
  it("should list the caller's drafts of the last day, and forget stale ones", async () => {
    const fresh = attached((await draft('fresh.pdf', samples.pdf())).body);
    const [stale] = await t.database.db
      .insert(attachments)
      .values({
        companyId: demoCompanies.northwind.id,
        documentType: 15,
        documentId: EMPTY_GUID,
        fileName: 'stale.pdf',
        description: 'Two days old',
        contentType: 'application/pdf',
        size: 4,
        content: samples.pdf(),
        uploadedBy: demoUsers.buyer.id,
        createdAt: new Date(Date.now() - 48 * 3600_000),
      })
      .returning({ id: attachments.id });

    const mine = z
      .array(DocumentAttachment)
      .parse((await getJson(BUYER, `/api/V1.0/document/getAttachments?id=${EMPTY_GUID}&type=15`)).body);
    expect(mine.map((a) => a.id)).toContain(fresh.id);
    expect(mine.map((a) => a.id)).not.toContain(stale!.id);
    expect((await getJson(BUYER, `/api/V1.0/file/download?id=${stale!.id}`)).status).toBe(404);

    // Another user's drafts are not theirs to see.
    const theirs = z
      .array(DocumentAttachment)
      .parse((await getJson(ADMIN, `/api/V1.0/document/getAttachments?id=${EMPTY_GUID}&type=15`)).body);
    expect(theirs.map((a) => a.id)).not.toContain(fresh.id);

    // The next draft upload purges the stale one.
    await draft('another.pdf', samples.pdf());
    expect(await t.database.db.select().from(attachments).where(eq(attachments.id, stale!.id))).toEqual([]);
  });

  it('should download the file as an attachment with nosniff and the type of its bytes', async () => {
    const pdf = attached((await draft('Quote "final".pdf', samples.pdf())).body);
    const response = await request(BUYER, `/api/V1.0/file/download?id=${pdf.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Quote _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Quote "final".pdf')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samples.pdf());

    const unknown = attached(
      (await draft('drawing.dwg', new Uint8Array([0x41, 0x43, 0x31, 0x30, 0, 1]))).body,
    );
    const binary = await request(BUYER, `/api/v1.0/FILE/download?id=${unknown.id}`);
    expect(binary.headers.get('content-type')).toBe('application/octet-stream');
    expect(binary.headers.get('content-disposition')).toMatch(/^attachment; filename="drawing.dwg"/);
  });

  it('should serve a stored type that is not safe as application/octet-stream', async () => {
    const [row] = await t.database.db
      .insert(attachments)
      .values({
        companyId: demoCompanies.northwind.id,
        documentType: 15,
        documentId: EMPTY_GUID,
        fileName: 'legacy.htm.txt',
        description: 'Written before the content check',
        contentType: 'text/html',
        size: 4,
        content: new TextEncoder().encode('<b>'),
        uploadedBy: demoUsers.buyer.id,
      })
      .returning({ id: attachments.id });
    const response = await request(BUYER, `/api/V1.0/file/download?id=${row!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  it("should answer 404 for another company's attachment on every call", async () => {
    const theirs = await pricingRequest('contosoBuyer');
    const uploaded = attached(
      (
        await upload(
          CONTOSO,
          { documentType: '15', documentId: theirs, description: 'Contoso only' },
          file('contoso.pdf', samples.pdf()),
        )
      ).body,
    );
    expect((await request(CONTOSO, `/api/V1.0/file/download?id=${uploaded.id}`)).status).toBe(200);

    for (const username of [BUYER, ADMIN]) {
      const download = await getJson(username, `/api/V1.0/file/download?id=${uploaded.id}`);
      expect(download.status).toBe(404);
      expect(refusal(download.body).code).toBe('AttachmentNotFound');
      expect(JSON.stringify(download.body)).not.toContain('contoso.pdf');
      expect((await getJson(username, `/api/V1.0/document/getAttachments?id=${theirs}&type=15`)).status).toBe(
        404,
      );
      expect(
        (await getJson(username, `/api/V1.0/document/listAttachmentsGroupedByType?id=${theirs}&type=15`))
          .status,
      ).toBe(404);
      expect(
        (await postJson(username, '/api/V1.0/document/deleteAttachment', { id: uploaded.id })).status,
      ).toBe(404);
    }
    expect(
      await t.database.db.select().from(attachments).where(eq(attachments.id, uploaded.id)),
    ).toHaveLength(1);
  });

  it('should group a document’s attachments by file type, newest first, internal ones only for administrators', async () => {
    const id = await pricingRequest('buyer');
    for (const [name, bytes] of [
      ['a.pdf', samples.pdf()],
      ['b.png', samples.png()],
      ['c.PDF', samples.pdf()],
    ] as const) {
      const answer = await upload(
        BUYER,
        { documentType: '15', documentId: id, description: name },
        file(name, bytes),
      );
      expect(answer.status).toBe(200);
    }
    await t.database.db.insert(attachments).values({
      companyId: demoCompanies.northwind.id,
      documentType: 15,
      documentId: id,
      fileName: 'margin.xlsx',
      description: 'Sales team only',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 4,
      content: new Uint8Array([0x50, 0x4b, 3, 4]),
      internal: true,
    });

    const path = `/api/V1.0/document/listAttachmentsGroupedByType?id=${id}&type=15`;
    const groups = z.array(AttachmentGroup).parse((await getJson(BUYER, `${path}&internal=true`)).body);
    expect(groups.map((group) => [group.fileType, group.attachments.map((a) => a.fileName)])).toEqual([
      ['PDF', ['c.PDF', 'a.pdf']],
      ['PNG', ['b.png']],
    ]);
    const admin = z.array(AttachmentGroup).parse((await getJson(ADMIN, `${path}&internal=true`)).body);
    expect(admin.map((group) => group.fileType)).toEqual(['PDF', 'PNG', 'XLSX']);
    const adminDefault = z.array(AttachmentGroup).parse((await getJson(ADMIN, path)).body);
    expect(adminDefault.map((group) => group.fileType)).toEqual(['PDF', 'PNG']);

    const flat = z
      .array(DocumentAttachment)
      .parse((await getJson(BUYER, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).body);
    expect(flat.map((a) => a.fileName)).toEqual(['c.PDF', 'b.png', 'a.pdf']);
    expect(flat.every((a) => a.canDelete)).toBe(true);
  });

  it("should keep another buyer's pricing requests from a buyer without viewAllRFQs, but not from an administrator", async () => {
    const id = await pricingRequest('buyer');
    const uploaded = attached(
      (
        await upload(
          BUYER,
          { documentType: '15', documentId: id, description: 'Mine' },
          file('m.pdf', samples.pdf()),
        )
      ).body,
    );
    expect((await getJson(buyer2, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).status).toBe(404);
    expect((await getJson(buyer2, `/api/V1.0/file/download?id=${uploaded.id}`)).status).toBe(404);
    const admin = z
      .array(DocumentAttachment)
      .parse((await getJson(ADMIN, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).body);
    expect(admin.map((a) => a.id)).toEqual([uploaded.id]);
  });

  it('should need a read permission of pricing requests to list or download theirs', async () => {
    const id = await pricingRequest('buyer');
    const uploaded = attached(
      (
        await upload(
          BUYER,
          { documentType: '15', documentId: id, description: 'x' },
          file('x.pdf', samples.pdf()),
        )
      ).body,
    );
    // The approver may read quote and requisition attachments, not pricing requests'.
    expect((await getJson(APPROVER, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).status).toBe(403);
    expect((await getJson(APPROVER, `/api/V1.0/file/download?id=${uploaded.id}`)).status).toBe(403);
    expect((await getJson(USERADMIN, `/api/V1.0/file/download?id=${uploaded.id}`)).status).toBe(403);
  });

  it('should let only the uploader or an administrator delete, and only while the request is Submitted', async () => {
    const id = await pricingRequest('buyer');
    const add = async (name: string) =>
      attached(
        (
          await upload(
            BUYER,
            { documentType: '15', documentId: id, description: name },
            file(name, samples.pdf()),
          )
        ).body,
      );
    const byBuyer = await add('one.pdf');
    const byBuyerToo = await add('two.pdf');
    const locked = await add('three.pdf');

    // The admin sees everyone's requests; buyer2 does not even see this one.
    expect((await postJson(buyer2, '/api/V1.0/document/deleteAttachment', { id: byBuyer.id })).status).toBe(
      404,
    );

    expect(await postJson(BUYER, '/api/V1.0/document/deleteAttachment', { id: byBuyer.id })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await postJson(ADMIN, '/api/V1.0/document/deleteAttachment', { id: byBuyerToo.id })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await getJson(BUYER, `/api/V1.0/file/download?id=${byBuyer.id}`)).status).toBe(404);

    await t.database.db.update(pricingRequests).set({ status: 8 }).where(eq(pricingRequests.id, id));
    const refused = await postJson(BUYER, '/api/V1.0/document/deleteAttachment', { id: locked.id });
    expect(refused.status).toBe(409);
    expect(refusal(refused.body)).toMatchObject({
      code: 'DocumentLocked',
      message: 'Attachments cannot be deleted once the document is past Submitted.',
    });
    const listed = z
      .array(DocumentAttachment)
      .parse((await getJson(BUYER, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).body);
    expect(listed.map((a) => [a.fileName, a.canDelete])).toEqual([['three.pdf', false]]);
  });

  it("should refuse to delete another user's attachment to a buyer who sees it", async () => {
    // An attachment the administrator put on the buyer's own request: the buyer sees it, did not upload it.
    const id = await pricingRequest('buyer');
    const byAdmin = attached(
      (
        await upload(
          ADMIN,
          { documentType: '15', documentId: id, description: 'Ours' },
          file('a.pdf', samples.pdf()),
        )
      ).body,
    );
    expect(byAdmin.canDelete).toBe(true);
    const listed = z
      .array(DocumentAttachment)
      .parse((await getJson(BUYER, `/api/V1.0/document/getAttachments?id=${id}&type=15`)).body);
    expect(listed).toEqual([
      expect.objectContaining({ id: byAdmin.id, uploadedBy: 'Avery Admin', canDelete: false }),
    ]);
    const refused = await postJson(BUYER, '/api/V1.0/document/deleteAttachment', { id: byAdmin.id });
    expect(refused.status).toBe(403);
    expect(refusal(refused.body).code).toBe('AttachmentDeleteNotAllowed');
  });
});
