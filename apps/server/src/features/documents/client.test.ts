import { addAttachmentFormData, documentEndpoints, EMPTY_GUID } from '@b2b-portal/api';
import { ApiError, createApiClient, createMemoryStorage, storageKeys } from '@b2b-portal/api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { fillCart, samples } from './documents.fixtures';

/** The contract's client, as the portal uses it, against these routes: the multipart upload included. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

async function signedInClient() {
  const client = createApiClient({
    storage: createMemoryStorage({ [storageKeys.apiBaseUrl]: 'http://portal.test/api/' }),
    sessionStorage: createMemoryStorage(),
    fetch: (input, init) =>
      Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)),
  });
  await client.login({ username: 'buyer@northwind.example', password: DEMO_PASSWORD });
  return client;
}

describe('the client with attachments', () => {
  it('should upload a FormData body, download the file, and send a pricing request claiming it', async () => {
    const client = await signedInClient();
    const pdf = samples.pdf();
    const attachment = await client.call(documentEndpoints.addAttachment, {
      body: addAttachmentFormData({
        documentType: 15,
        description: 'Signed quote',
        file: new File([pdf as Uint8Array<ArrayBuffer>], 'signed.pdf', { type: 'application/pdf' }),
        requestId: crypto.randomUUID(),
      }),
    });
    expect(attachment).toMatchObject({
      fileName: 'signed.pdf',
      documentID: EMPTY_GUID,
      contentType: 'application/pdf',
    });

    const download = await client.download(documentEndpoints.fileDownload, { query: { id: attachment.id } });
    expect(download).toMatchObject({ kind: 'file', fileName: 'signed.pdf' });
    if (download.kind !== 'file') throw new Error('expected a file');
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(pdf);

    await fillCart(t, demoUsers.buyer.id);
    const request = await client.call(documentEndpoints.submitPricingRequest, {
      body: { title: 'From the client', source: 'cart', attachmentIds: [attachment.id] },
    });
    expect(request).toMatchObject({ number: expect.stringMatching(/^PR-\d+$/), status: 7 });
    const claimed = await client.call(documentEndpoints.getAttachments, {
      query: { id: request.id, type: 15 },
    });
    expect(claimed.map((a) => a.id)).toEqual([attachment.id]);
  });

  it('should reject a refused upload with the server’s reason', async () => {
    const client = await signedInClient();
    const error = await client
      .call(documentEndpoints.addAttachment, {
        body: addAttachmentFormData({
          documentType: 15,
          description: 'Totally a PDF',
          file: new File([samples.exe() as Uint8Array<ArrayBuffer>], 'invoice.pdf'),
        }),
      })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).problem).toMatchObject({
      code: 'AttachmentActiveContent',
      message:
        'An error occurred during upload. invoice.pdf contains a program, script or web page and cannot be attached.',
    });
  });
});
