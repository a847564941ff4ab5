/**
 * A file answer: the bytes with a content type and a content-disposition naming the file (RFC 6266, with an
 * RFC 5987 UTF-8 name for non-ASCII names), which the client's blob download reads (000 §7).
 */
export function fileResponse(
  body: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  contentType: string,
): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      // The size lets the portal's download toast show how much has arrived.
      'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Flags a file answer as "nothing matched" (000 §7): `X-No-Data: true` and `nodata` in the disposition, so that
 * either check of the client finds it. The file itself (its header row) is still sent.
 */
export function flagNoData(response: Response): Response {
  response.headers.set('X-No-Data', 'true');
  const disposition = response.headers.get('Content-Disposition') ?? 'attachment';
  response.headers.set('Content-Disposition', disposition.replace(/^attachment/, 'attachment; nodata'));
  return response;
}

/**
 * A list's export: the file, flagged as "nothing matched" (`flagNoData`, 000 §7: the client shows the no-data box
 * instead of saving a sheet of headers) when the list's filters match no row.
 */
export function listFileResponse(
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  contentType: string,
  rows: number,
): Response {
  const response = fileResponse(bytes, fileName, contentType);
  return rows === 0 ? flagNoData(response) : response;
}
