import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore, signS3Request } from './file-store';

/** The example credentials of the AWS S3 SigV4 documentation ("Examples: Signature calculations", header auth). */
const AWS_EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  amzDate: '20130524T000000Z',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signS3Request (AWS published SigV4 vectors)', () => {
  it('should sign the documented GET Object example (Range: bytes=0-9) to its published signature', () => {
    expect(
      signS3Request({
        ...AWS_EXAMPLE,
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('should sign the documented PUT Object example (test$file.text) to its published signature', () => {
    expect(
      signS3Request({
        ...AWS_EXAMPLE,
        method: 'PUT',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test%24file.text',
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A small S3 stand-in: keeps objects by path; `failWith` makes its next answer an error status. */
describe('S3BlobStore against a fake S3 server', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  let failWith: number | null = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (failWith) {
          res
            .writeHead(failWith, { 'content-type': 'application/xml' })
            .end(`<Error><Code>E${failWith}</Code></Error>`);
          failWith = null;
          return;
        }
        const key = req.url ?? '';
        if (req.method === 'PUT') {
          objects.set(key, { body, type: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const object = objects.get(key);
          if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': object.type }).end(object.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const store = () =>
    new S3BlobStore({
      endpoint,
      bucket: 'reports',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'not-a-real-secret',
    });

  it('should PUT, GET and DELETE the object path-style with signed SigV4 headers', async () => {
    seen.length = 0;
    const bytes = new TextEncoder().encode('month,spend\n2026-10,12.50\n');
    await store().put('abc_DEF-1.csv', bytes, 'text/csv');
    const put = seen[0] as Seen;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/reports/abc_DEF-1.csv');
    expect(put.body.toString()).toBe('month,spend\n2026-10,12.50\n');
    expect(put.headers['content-type']).toBe('text/csv');
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDTEST/${String(put.headers['x-amz-date']).slice(0, 8)}/eu-west-1/s3/aws4_request, ` +
          'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$',
      ),
    );

    expect(await store().get('abc_DEF-1.csv')).toEqual(bytes);
    const get = seen[1] as Seen;
    expect(get.method).toBe('GET');
    expect(get.url).toBe('/reports/abc_DEF-1.csv');
    expect(get.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
    expect(get.headers.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date,');

    await store().delete('abc_DEF-1.csv');
    expect((seen[2] as Seen).method).toBe('DELETE');
    expect((seen[2] as Seen).url).toBe('/reports/abc_DEF-1.csv');
    expect(await store().get('abc_DEF-1.csv')).toBeNull();
  });

  it('should answer null for a missing object (404) and treat deleting one as done', async () => {
    expect(await store().get('nothing-here.pdf')).toBeNull();
    failWith = 404;
    await expect(store().delete('nothing-here.pdf')).resolves.toBeUndefined();
  });

  it.each([403, 500])('should fail loudly with the status when S3 answers %i', async (status) => {
    failWith = status;
    await expect(store().put('x.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toThrow(
      `S3 PUT x.pdf: ${status}`,
    );
    failWith = status;
    await expect(store().get('x.pdf')).rejects.toThrow(`S3 GET x.pdf: ${status}`);
    failWith = status;
    await expect(store().delete('x.pdf')).rejects.toThrow(`S3 DELETE x.pdf: ${status}`);
  });

  it('should refuse a blob name that could leave the bucket before any request', async () => {
    seen.length = 0;
    await expect(store().get('../other-bucket/secret')).rejects.toThrow('Not a blob name');
    await expect(store().put('.hidden', new Uint8Array(), 'text/plain')).rejects.toThrow('Not a blob name');
    expect(seen).toEqual([]);
  });
});
