import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportFiles } from '../../db/schema';
import type { Env } from '../../env';
import { purgeReportFiles } from './purge';

/**
 * The report file store (issue 20; 000 §7 "a large-file download reads sasUri"): report files too large to answer
 * directly, and the files of scheduled runs, are written here and handed out as short-lived signed links that the
 * server itself serves (`GET /api/V1.0/Report/file?blob=&expires=&sig=`).
 *
 * The bytes live in a `BlobStore`: a folder on one machine (the default, REPORT_FILE_DIR) or an S3-compatible
 * object store (REPORT_FILE_STORE=s3, shared by every instance); `report_files` is the index (company, user,
 * report, name, type, size, expiry). A link is signed with an HMAC over the blob name, the company the file belongs
 * to and the link's expiry, with a key derived from the server's JWT secret (shared by every instance): a link
 * cannot be stretched, pointed at another file, nor made for another company's file.
 */

/** Where the bytes are kept. Names are the store's own (`ReportFiles.save` makes them: random, URL-safe). */
export interface BlobStore {
  put(name: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(name: string): Promise<Uint8Array | null>;
  delete(name: string): Promise<void>;
}

const SAFE_NAME = /^[\w.-]{1,200}$/;
function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.startsWith('.')) throw new Error(`Not a blob name: ${name}`);
  return name;
}

/** A folder on this machine. */
export class FolderBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  async put(name: string, body: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(this.dir, checkName(name)), body, { mode: 0o600 });
  }

  async get(name: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(path.join(this.dir, checkName(name))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(path.join(this.dir, checkName(name)), { force: true });
  }
}

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The AWS Signature Version 4 `Authorization` header of one S3 request (no query string). `headers` are the
 * headers to sign besides host, x-amz-date and x-amz-content-sha256, which are always signed.
 */
export function signS3Request(input: {
  method: string;
  host: string;
  /** The encoded path, e.g. /bucket/key. */
  path: string;
  headers?: Record<string, string>;
  payloadHash: string;
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const day = input.amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: input.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': input.amzDate,
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const canonical = [
    input.method,
    input.path,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** An S3-compatible object store (AWS S3, MinIO, Ceph…) through signed path-style requests. */
export class S3BlobStore implements BlobStore {
  private readonly base: URL;
  constructor(
    private readonly settings: S3Settings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = new URL(settings.endpoint);
  }

  private async request(method: string, name: string, body?: Uint8Array, contentType?: string) {
    const objectPath = `${this.base.pathname.replace(/\/$/, '')}/${encodeSegment(this.settings.bucket)}/${encodeSegment(checkName(name))}`;
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256Hex(body ?? '');
    const extra: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const authorization = signS3Request({
      method,
      host: this.base.host,
      path: objectPath,
      headers: extra,
      payloadHash,
      amzDate,
      region: this.settings.region,
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
    });
    return this.fetchImpl(new URL(objectPath, this.base), {
      method,
      headers: {
        ...extra,
        'x-amz-date': amzDate,
        'x-amz-content-sha256': payloadHash,
        authorization,
      },
      ...(body ? { body: Buffer.from(body) } : {}),
    });
  }

  async put(name: string, body: Uint8Array, contentType: string): Promise<void> {
    const answer = await this.request('PUT', name, body, contentType);
    if (!answer.ok) throw new Error(`S3 PUT ${name}: ${answer.status} ${await answer.text()}`);
  }

  async get(name: string): Promise<Uint8Array | null> {
    const answer = await this.request('GET', name);
    if (answer.status === 404) return null;
    if (!answer.ok) throw new Error(`S3 GET ${name}: ${answer.status} ${await answer.text()}`);
    return new Uint8Array(await answer.arrayBuffer());
  }

  async delete(name: string): Promise<void> {
    const answer = await this.request('DELETE', name);
    if (!answer.ok && answer.status !== 404) throw new Error(`S3 DELETE ${name}: ${answer.status}`);
  }
}

export function blobStoreFor(env: Env): BlobStore {
  if (env.REPORT_FILE_STORE === 's3') {
    return new S3BlobStore({
      endpoint: env.REPORT_S3_ENDPOINT as string,
      bucket: env.REPORT_S3_BUCKET as string,
      region: env.REPORT_S3_REGION,
      accessKeyId: env.REPORT_S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.REPORT_S3_SECRET_ACCESS_KEY as string,
    });
  }
  return new FolderBlobStore(env.REPORT_FILE_DIR);
}

export const REPORT_FILE_PATH = '/api/V1.0/Report/file';

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export interface StoredReportFile {
  companyId: string;
  userId: string | null;
  reportId: string | null;
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** The store with its index and its signed links. */
export class ReportFiles {
  private readonly key: Buffer;
  constructor(
    readonly blobs: BlobStore,
    /** The server's JWT secret: the link key is derived from it, so every instance signs alike. */
    secret: Uint8Array,
    readonly settings: { linkTtlSeconds: number; keepDays: number },
  ) {
    this.key = hmac(Buffer.from(secret), 'report-file-links');
  }

  /** Stores a file and indexes it; answers its blob name. */
  async save(
    db: Executor,
    file: StoredReportFile,
    now = new Date(),
  ): Promise<{ blobName: string; expiresAt: Date }> {
    const extension = /\.[a-z0-9]{1,5}$/i.exec(file.fileName)?.[0] ?? '';
    const blobName = `${randomBytes(18).toString('base64url')}${extension.toLowerCase()}`;
    const expiresAt = new Date(now.getTime() + this.settings.keepDays * 86_400_000);
    await this.blobs.put(blobName, file.body, file.contentType);
    await db.insert(reportFiles).values({
      blobName,
      companyId: file.companyId,
      userId: file.userId,
      reportId: file.reportId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.body.byteLength,
      expiresAt,
    });
    return { blobName, expiresAt };
  }

  /**
   * The link's HMAC over the blob name and the expiry. The blob name is 18 random bytes and its index row binds it
   * to one company, so the signature can be checked before the look-up: a forged link learns nothing, not even
   * whether the blob exists.
   */
  private signature(blobName: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${blobName}\n${expires}`).digest('base64url');
  }

  /**
   * A signed link to a stored file of `companyId`, working for the link TTL (never past the file's own expiry).
   * `origin` makes it absolute (a mail's link); the browser's is relative to the portal. `ttlSeconds` gives a
   * longer life than the TTL (a scheduled run's mailed link works as long as its file).
   */
  link(
    file: { blobName: string; companyId: string; expiresAt: Date },
    now = new Date(),
    origin = '',
    ttlSeconds = this.settings.linkTtlSeconds,
  ): string {
    const expires = Math.floor(Math.min(now.getTime() + ttlSeconds * 1000, file.expiresAt.getTime()) / 1000);
    const sig = this.signature(file.blobName, expires);
    const query = new URLSearchParams({ blob: file.blobName, expires: String(expires), sig });
    return `${origin}${REPORT_FILE_PATH}?${query}`;
  }

  /** Whether a link's signature is one this server made, and whether it still works. */
  check(link: { blob: string; expires: number; sig: string }, now = new Date()): LinkCheck {
    const expected = Buffer.from(this.signature(link.blob, link.expires));
    const given = Buffer.from(link.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }

  async find(db: Executor, blobName: string) {
    const [row] = await db.select().from(reportFiles).where(eq(reportFiles.blobName, blobName));
    return row ?? null;
  }

  /** Deletes the files whose time is up (bytes, then index rows); answers how many (see purge.ts). */
  purge(db: Executor, now = new Date()): Promise<number> {
    return purgeReportFiles(db, this.blobs, now);
  }
}
