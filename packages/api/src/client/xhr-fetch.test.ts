import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { createApiClient } from './api-client';
import { ApiError } from './errors';
import { createMemoryStorage, createTokenStore } from './storage';

/** A stand-in XMLHttpRequest: records what was sent, reports upload progress, then answers as scripted. */
class FakeXhr {
  static answer: { status: number; body: string; headers: string } = { status: 200, body: '{}', headers: '' };
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return FakeXhr.answer.headers;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 500, total: 1000, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 1000, total: 1000, lengthComputable: true });
      this.status = FakeXhr.answer.status;
      this.response = new Blob([FakeXhr.answer.body]);
      this.onload?.();
    });
  }
}

const upload = defineEndpoint({
  id: 'test.upload',
  method: 'POST',
  path: 'v1.0/test/upload',
  access: 'user',
  answer: z.object({ rows: z.number() }),
  summary: 'test',
});

function client() {
  const tokenStore = createTokenStore({ local: createMemoryStorage(), session: createMemoryStorage() });
  tokenStore.setApiBaseUrl('http://portal.test/api/');
  tokenStore.setTokenInfo({ type: 'Bearer', access_token: 'token-1', refresh_token: 'refresh-1' });
  const fetch = vi.fn(async () => new Response('{}'));
  return { api: createApiClient({ tokenStore, fetch }), fetch };
}

describe('upload progress (onUploadProgress)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  it('should send an upload through XMLHttpRequest, report the bytes sent, and parse the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: '{"rows":3}', headers: 'content-type: application/json\r\n' };
    const { api, fetch } = client();
    const progress: [number, number | null][] = [];
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.xlsx');
    const answer = await api.call(upload, {
      body: form as never,
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(answer).toEqual({ rows: 3 });
    expect(progress).toEqual([
      [500, 1000],
      [1000, 1000],
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]).toMatchObject({ method: 'POST', url: 'http://portal.test/api/v1.0/test/upload' });
    expect(FakeXhr.sent[0]?.headers.authorization).toBe('Bearer token-1');
    expect(FakeXhr.sent[0]?.body).toBe(form);
  });

  it('should answer a refusal as the ApiError with the body the server sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 400,
      body: '{"code":"ManualContractUnreadable","message":"unreadable","traceId":"t-1"}',
      headers: 'content-type: application/json\r\n',
    };
    const { api } = client();
    const error = await api
      .call(upload, { body: new FormData() as never, onUploadProgress: () => {}, reportProblems: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('ManualContractUnreadable');
  });

  it('should use fetch when the call asks for no upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { api, fetch } = client();
    fetch.mockResolvedValueOnce(
      new Response('{"rows":1}', { headers: { 'content-type': 'application/json' } }) as never,
    );
    expect(await api.call(upload, { body: new FormData() as never })).toEqual({ rows: 1 });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
