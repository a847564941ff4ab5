/**
 * A `fetch` on XMLHttpRequest that tells how much of the request body has gone out: fetch itself reports no
 * upload progress (a streamed request body needs HTTP/2 and duplex, which browsers do not all send). The client
 * uses it only for calls that ask for upload progress (`CallOptions.onUploadProgress`); everything else about the
 * answer (statuses, headers, the body as a blob) comes back as a standard `Response`.
 */
export function xhrFetch(
  onUploadProgress: (sent: number, total: number | null) => void,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      const url = input instanceof Request ? input.url : String(input);
      request.open(init.method ?? 'GET', url, true);
      request.responseType = 'blob';
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) =>
        onUploadProgress(event.loaded, event.lengthComputable ? event.total : null);
      const signal = init.signal;
      const onAbort = () => request.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      request.onload = () => {
        settle();
        const headers = new Headers();
        for (const line of request
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const status = request.status;
        const body = status === 204 || status === 205 || status === 304 ? null : (request.response as Blob);
        resolve(new Response(body, { status, statusText: request.statusText, headers }));
      };
      request.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      request.onabort = () => {
        settle();
        reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      };
      if (signal?.aborted) {
        request.abort();
        return;
      }
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
